import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { fieldErrors } from '../validation/field-errors.ts';
import { defaultFleet, defaultFleetSetting, formatFleet, parseFleet } from './fleet.ts';
import { fleetChangeRequestSchema } from './fleet-change-request.ts';

describe('the fleet setting', () => {
  it('defaults to 8 ten-yard, 6 fifteen-yard and 4 twenty-yard dumpsters', () => {
    expect(defaultFleetSetting).toBe('10-yard:8,15-yard:6,20-yard:4');
    expect(parseFleet(defaultFleetSetting)).toEqual({ ok: true, fleet: defaultFleet });
    expect(defaultFleet).toEqual({ '10-yard': 8, '15-yard': 6, '20-yard': 4 });
  });

  it('reads sizes in any order, with spaces, and accepts a size with no units', () => {
    expect(parseFleet(' 20-yard: 0 , 10-yard:12,15-yard :3 ')).toEqual({
      ok: true,
      fleet: { '10-yard': 12, '15-yard': 3, '20-yard': 0 },
    });
  });

  it('names an unknown size', () => {
    expect(parseFleet('10-yard:8,15-yard:6,20-yard:4,30-yard:2')).toEqual({
      ok: false,
      errors: ['Unknown size "30-yard"; the sizes are 10-yard, 15-yard, 20-yard'],
    });
  });

  it('names a missing size', () => {
    expect(parseFleet('10-yard:8,15-yard:6')).toEqual({
      ok: false,
      errors: ['Missing size 20-yard; give its count, e.g. 10-yard:8,15-yard:6,20-yard:4'],
    });
  });

  it('names a size given twice', () => {
    expect(parseFleet('10-yard:8,15-yard:6,20-yard:4,10-yard:3')).toEqual({
      ok: false,
      errors: ['10-yard is given more than once'],
    });
  });

  it.each(['-1', '2.5', 'eight', '1e3', '+4', '1000'])(
    'names a count of %j as not a whole number from 0 to 999',
    (count) => {
      expect(parseFleet(`10-yard:${count},15-yard:6,20-yard:4`)).toEqual({
        ok: false,
        errors: [`The count for 10-yard must be a whole number from 0 to 999, not "${count}"`],
      });
    },
  );

  it('names an entry that is not size:count, and an empty setting', () => {
    expect(parseFleet('10-yard=8,15-yard:6,20-yard:4')).toMatchObject({
      ok: false,
      errors: [
        '"10-yard=8" is not size:count (e.g. 10-yard:8,15-yard:6,20-yard:4)',
        expect.stringMatching(/^Missing size 10-yard/),
      ],
    });
    expect(parseFleet('  ')).toEqual({
      ok: false,
      errors: ['The fleet is empty; give a count for every size, e.g. 10-yard:8,15-yard:6,20-yard:4'],
    });
  });

  it('names every problem at once', () => {
    const result = parseFleet('10-yard:-2,30-yard:1');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'The count for 10-yard must be a whole number from 0 to 999, not "-2"',
      'Unknown size "30-yard"; the sizes are 10-yard, 15-yard, 20-yard',
      'Missing size 15-yard; give its count, e.g. 10-yard:8,15-yard:6,20-yard:4',
      'Missing size 20-yard; give its count, e.g. 10-yard:8,15-yard:6,20-yard:4',
    ]);
  });

  it('reads back whatever fleet it writes', () => {
    const units = fc.integer({ min: 0, max: 999 });
    fc.assert(
      fc.property(fc.tuple(units, units, units), (counts) => {
        const fleet = Object.fromEntries(dumpsterSizeValues.map((size, i) => [size, counts[i]]));
        expect(parseFleet(formatFleet(fleet as typeof defaultFleet))).toEqual({ ok: true, fleet });
      }),
    );
  });
});

describe("the owner's fleet change", () => {
  function errorsFor(input: unknown) {
    const result = v.safeParse(fleetChangeRequestSchema, input);
    return result.success ? {} : fieldErrors(result.issues);
  }

  it('accepts a size and a whole number of units, zero included', () => {
    expect(v.parse(fleetChangeRequestSchema, { size: '20-yard', units: 0 })).toEqual({
      size: '20-yard',
      units: 0,
    });
  });

  it('refuses an unknown size and a count that is negative, fractional, too large or missing', () => {
    const units = 'Please enter a whole number of dumpsters from 0 to 999';
    expect(errorsFor({ size: '30-yard', units: 2 })).toEqual({
      size: 'Please choose a size: 10-yard, 15-yard, 20-yard',
    });
    for (const bad of [-1, 2.5, 1000, '4'])
      expect(errorsFor({ size: '10-yard', units: bad })).toEqual({ units });
    expect(errorsFor({ size: '10-yard' })).toEqual({ units });
  });
});
