import { describe, expect, it } from 'vitest';
import { storageForm } from './storage-form.ts';

describe('storageForm', () => {
  it('drops NUL characters PostgreSQL text cannot hold', () => {
    expect(storageForm({ name: 'Ja\u0000ne', nested: ['\u0000x'] })).toEqual({ name: 'Jane', nested: ['x'] });
  });

  it('turns a lone surrogate into U+FFFD and keeps a proper pair', () => {
    expect(storageForm('a\ud800b')).toBe('a\ufffdb');
    expect(storageForm('𝕵')).toBe('𝕵');
  });

  it('keeps a "__proto__" key as plain data, never as a prototype', () => {
    const result = storageForm(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as Record<
      string,
      unknown
    >;

    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.a).toBe(1);
  });

  it('leaves numbers, booleans and null alone', () => {
    expect(storageForm({ n: 1, b: false, z: null })).toEqual({ n: 1, b: false, z: null });
  });
});
