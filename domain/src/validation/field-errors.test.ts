import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  const schema = v.object({
    name: v.pipe(v.string(), v.minLength(2, 'too short'), v.regex(/^[a-z]+$/, 'letters only')),
    address: v.object({ zip: v.pipe(v.string(), v.length(5, 'five digits')) }),
  });

  it('keeps the first message of each field', () => {
    const result = v.safeParse(schema, { name: '1', address: { zip: '5' } });
    expect(fieldErrors(result.issues ?? [])).toEqual({ name: 'too short', 'address.zip': 'five digits' });
  });

  it("files an issue without a path under 'body'", () => {
    const result = v.safeParse(schema, 42);
    expect(Object.keys(fieldErrors(result.issues ?? []))).toEqual(['body']);
  });
});
