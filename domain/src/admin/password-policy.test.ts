import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblemInContext } from './password-policy.ts';

const account = { email: 'dana.reyes@coastalhaul.example', name: 'Dana Reyes' };

describe('the staff password policy in context', () => {
  it('refuses the account’s own e-mail, or its e-mail with a little added', () => {
    for (const password of [
      'dana.reyes@coastalhaul.example',
      'Dana.Reyes@CoastalHaul.example',
      'danareyes2026!!',
    ])
      expect(passwordProblemInContext(password, account), password).toBe(passwordMessages.context);
  });

  it('refuses the business’s name with a little added', () => {
    for (const password of [
      'Coastal Haul 2026',
      'coastalhaul!!!!',
      'Coastal Haul Dumpster Rental',
      'COASTAL-HAUL-1',
    ])
      expect(passwordProblemInContext(password, account), password).toBe(passwordMessages.context);
  });

  it('refuses repeated and sequential patterns', () => {
    for (const password of [
      'abcabcabcabc',
      'aaaaaaaaaaaa',
      '121212121212',
      'abcdefghijklm',
      '0123456789012',
      'zyxwvutsrqpo',
    ])
      expect(passwordProblemInContext(password, account), password).toBe(passwordMessages.pattern);
  });

  it('accepts a long password that only contains a word of the business or the account among its own', () => {
    for (const password of ['coastal dune wildflower 77', 'tidal gravel orchid', 'reyes kept the blue kayak'])
      expect(passwordProblemInContext(password, account), password).toBeUndefined();
  });

  it('still refuses by length first', () => {
    expect(passwordProblemInContext('short', account)).toBe(passwordMessages.tooShort);
  });
});
