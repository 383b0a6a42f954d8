import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key.ts';

describe('idempotency keys', () => {
  it('makes a v4 UUID', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps the key while the payload is unchanged', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: 'Dana', size: '15-yard' });
    expect(keys.keyFor({ name: 'Dana', size: '15-yard' })).toBe(first);
  });

  it('starts a new attempt when the payload changes', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: 'Dana' });
    expect(keys.keyFor({ name: 'Dan' })).not.toBe(first);
  });

  it('starts a new attempt after a success, even for the same payload', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: 'Dana' });
    keys.finish();
    expect(keys.keyFor({ name: 'Dana' })).not.toBe(first);
  });
});
