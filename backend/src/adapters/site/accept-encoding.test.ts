import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

const all = new Set(['br', 'gzip', 'identity'] as const);

describe('chooseEncoding', () => {
  it('prefers brotli even when the browser lists gzip first', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
  });

  it('sends gzip to a client that does not accept brotli', () => {
    expect(chooseEncoding('gzip, deflate', all)).toBe('gzip');
  });

  it('honours q=0 as a refusal', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', all)).toBe('gzip');
    expect(chooseEncoding('*;q=0, identity', all)).toBe('identity');
  });

  it('accepts any coding through the wildcard', () => {
    expect(chooseEncoding('*', all)).toBe('br');
  });

  it('sends the file as is without the header or without a compressed copy', () => {
    expect(chooseEncoding(undefined, all)).toBe('identity');
    expect(chooseEncoding('br, gzip', new Set(['identity'] as const))).toBe('identity');
  });
});
