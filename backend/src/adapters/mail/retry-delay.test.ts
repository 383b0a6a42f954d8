import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

const policy = { baseMs: 30_000, capMs: 3_600_000 };

describe('retryDelayMs', () => {
  it('doubles per attempt, between half and all of the doubled delay', () => {
    expect(retryDelayMs(1, policy, () => 1)).toBe(30_000);
    expect(retryDelayMs(1, policy, () => 0)).toBe(15_000);
    expect(retryDelayMs(3, policy, () => 1)).toBe(120_000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(90_000);
  });

  it('never waits longer than the cap, however many attempts', () => {
    expect(retryDelayMs(8, policy, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(500, policy, () => 1)).toBe(3_600_000);
  });
});
