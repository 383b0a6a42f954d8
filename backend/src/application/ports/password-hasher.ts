// Password hashing (adapters/system/argon2-password-hasher.ts: argon2id at OWASP's parameters).
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** True when the hash was made with other parameters than today's: rehash at sign-in. */
  needsRehash(passwordHash: string): boolean;
}

/** The list of common passwords shipped with the project (adapters/system/common-passwords.ts). */
export interface CommonPasswords {
  isCommon(password: string): boolean;
}
