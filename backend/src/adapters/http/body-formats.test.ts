import { describe, expect, it } from 'vitest';
import { formBody, jsonBody } from './body-formats.ts';

describe('jsonBody', () => {
  it('takes application/json and the +json types, nothing else', () => {
    expect(jsonBody.accepts('application/json')).toBe(true);
    expect(jsonBody.accepts('application/problem+json')).toBe(true);
    expect(jsonBody.accepts('application/jsonx')).toBe(false);
    expect(jsonBody.accepts('text/json')).toBe(false);
  });

  it('reads an empty body as an empty object and throws on text that is not JSON', () => {
    expect(jsonBody.parse('')).toEqual({});
    expect(jsonBody.parse('{"a":[1]}')).toEqual({ a: [1] });
    expect(() => jsonBody.parse('{')).toThrow();
  });
});

describe('formBody', () => {
  it('reads each field as a string, + as a space and %XX as UTF-8 bytes', () => {
    expect(formBody.parse('name=Jos%C3%A9+N%C3%BA%C3%B1ez&smsOptIn=on&message=')).toEqual({
      name: 'José Núñez',
      smsOptIn: 'on',
      message: '',
    });
  });

  it('keeps the last of a repeated field, a bare name as empty, and skips empty pairs', () => {
    expect(formBody.parse('a=1&&a=2&flag')).toEqual({ a: '2', flag: '' });
    expect(formBody.parse('')).toEqual({});
  });

  it('keeps a "__proto__" field as plain data', () => {
    const fields = formBody.parse('__proto__=x&a=1') as Record<string, unknown>;
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__', 'a']);
  });

  it('throws on a stray % and on escapes that are not UTF-8, instead of guessing', () => {
    expect(() => formBody.parse('name=100%')).toThrow();
    expect(() => formBody.parse('name=%E9t%E9')).toThrow();
    expect(() => formBody.parse('name=%C3')).toThrow();
  });
});
