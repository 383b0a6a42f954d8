import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from './idempotency-store.ts';

describe('the mock API idempotency store', () => {
  it('treats a request without a key as new every time', () => {
    const store = new IdempotencyStore();
    store.remember(null, '{}', 201, { id: 'a' });
    expect(store.check(null, '{}')).toEqual({ kind: 'new' });
  });

  it('replays the first answer for the same key and body', () => {
    const store = new IdempotencyStore();
    store.remember('k1', '{"a":1}', 201, { id: 'a' });
    expect(store.check('k1', '{"a":1}')).toEqual({ kind: 'replay', status: 201, json: { id: 'a' } });
  });

  it('refuses the same key with another body', () => {
    const store = new IdempotencyStore();
    store.remember('k1', '{"a":1}', 201, { id: 'a' });
    expect(store.check('k1', '{"a":2}')).toEqual({ kind: 'key_reused' });
  });
});
