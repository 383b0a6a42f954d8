import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { missingFieldMessage } from './missing-field-message.ts';

describe('missingFieldMessage', () => {
  const schema = v.object(
    { name: v.string('Name please'), age: v.number() },
    missingFieldMessage({ name: 'Name please' }),
  );

  it("gives a missing field the field's own message", () => {
    expect(v.safeParse(schema, { age: 3 }).issues?.[0]?.message).toBe('Name please');
  });

  it("keeps valibot's message for a field without one, and for a body that is not an object", () => {
    expect(v.safeParse(schema, { name: 'Al' }).issues?.[0]?.message).toMatch(/^Invalid key/);
    expect(v.safeParse(schema, null).issues?.[0]?.message).toMatch(/^Invalid type/);
  });
});
