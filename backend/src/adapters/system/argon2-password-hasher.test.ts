import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, owaspArgon2 } from './argon2-password-hasher.ts';
import { ShippedCommonPasswords } from './common-passwords.ts';

describe('argon2id password hashing', () => {
  const hasher = new Argon2PasswordHasher();

  it('stores a salted PHC string at OWASP parameters that verifies only the right password', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.hash('correct horse battery')).not.toBe(hash);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct horse battery')).toBe(false);
  });

  it('asks for a rehash when the stored parameters differ from today’s', async () => {
    const older = new Argon2PasswordHasher({ ...owaspArgon2, passes: 1 });
    const hash = await older.hash('correct horse battery');
    expect(hasher.needsRehash(hash)).toBe(true);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
  });
});

describe('the shipped common-password list', () => {
  const common = new ShippedCommonPasswords();

  it('refuses listed passwords whatever their case, their variants with digits or symbols, and repeats', () => {
    for (const password of [
      'Password1234',
      'JACKSONVILLE123',
      'p@ssw0rd2026!!',
      'aaaaaaaaaaaa',
      'abababababab',
    ])
      expect(common.isCommon(password), password).toBe(true);
    for (const password of ['tidal-gravel-orchid', 'Jacksonville roll-off crew 7'])
      expect(common.isCommon(password), password).toBe(false);
  });
});
