// Migration 0009 filled `users.email_canonical` with its own copy of the domain's rule (decision
// 0116: a migration imports no live code). The two must agree, or an account migrated by the copy
// would not be found by the live look-up: checked on the addresses decision 0132 names and on
// random text.
import { canonicalEmail } from '@dumpster/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail0009 } from './migrations/canonical-email-0009.ts';

describe("migration 0009's canonical e-mail", () => {
  it('is the domain canonical form, for the letters that differ by case rule and for any text', () => {
    for (const typed of [
      ' Owner@Example.COM ',
      'İbrahim@x.co',
      'ıi@x.co',
      'Straße@x.de',
      'ＳＡＭ@x.co',
      'ΣΟΦΟΣ@x.gr',
      'ﬁle@x.co',
      'Kelvin@x.co',
    ])
      expect(canonicalEmail0009(typed)).toBe(canonicalEmail(typed));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (typed) => {
        expect(canonicalEmail0009(typed)).toBe(canonicalEmail(typed));
      }),
      { numRuns: 2_000 },
    );
  });
});
