// A password hasher for use-case tests: readable "hashes" tagged with a version, so a test can
// tell a rehash happened (argon2 itself is tested in adapters/system).
import type { PasswordHasher } from '../../application/ports/password-hasher.ts';

export class FakePasswordHasher implements PasswordHasher {
  version = 'v2';
  /** Calls to verify, to check an unknown e-mail costs a verification too. */
  verifications = 0;

  async hash(password: string): Promise<string> {
    return `fake:${this.version}:${password}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    return passwordHash.replace(/^fake:[^:]+:/, '') === password;
  }

  needsRehash(passwordHash: string): boolean {
    return !passwordHash.startsWith(`fake:${this.version}:`);
  }
}
