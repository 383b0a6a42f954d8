import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

describe('formatUsd', () => {
  it('shows whole dollars without cents', () => {
    expect(formatUsd(30_000)).toBe('$300');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows cents when there are any', () => {
    expect(formatUsd(58_050)).toBe('$580.50');
  });

  it('groups thousands', () => {
    expect(formatUsd(1_000_000)).toBe('$10,000');
  });
});
