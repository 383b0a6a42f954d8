import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { friendlyFieldErrors } from './friendly-issues.ts';

describe('friendly field messages', () => {
  it("never passes valibot's own wording on, and keeps a schema's own message", () => {
    const schema = v.object({
      name: v.pipe(v.string('Please enter your name'), v.minLength(2, 'Name must be at least 2 characters')),
      size: v.picklist(['10-yard', '20-yard']),
      note: v.pipe(v.string(), v.maxLength(3)),
      code: v.pipe(v.string(), v.regex(/^a$/)),
      count: v.number(),
      id: v.pipe(v.string(), v.uuid()),
      units: v.pipe(v.number(), v.minValue(2)),
      missing: v.string(),
    });
    const result = v.safeParse(schema, {
      name: 'A',
      size: '30-yard',
      note: 'abcd',
      code: 'b',
      count: '1',
      id: 'x',
      units: 1,
    });
    const fields = friendlyFieldErrors(result.issues ?? []);
    expect(fields).toEqual({
      name: 'Name must be at least 2 characters',
      size: 'Choose one of: 10-yard, 20-yard',
      note: 'Please keep this under 3 characters',
      code: 'This value is not in the expected form',
      count: 'Please send a number here',
      id: 'This is not a valid id',
      units: 'Use 2 or more',
      missing: 'This field is required',
    });
    for (const message of Object.values(fields)) expect(message).not.toMatch(/Invalid|Expected|received/);
  });

  it('names the body when the whole value is of the wrong type', () => {
    const result = v.safeParse(v.object({ a: v.string() }), null);
    expect(friendlyFieldErrors(result.issues ?? [])).toEqual({ body: 'Please send an object here' });
  });
});
