// A back office account (table `users`): who may sign in, with which role. The password hash
// never leaves the server's use cases; screens see StaffUser from the domain.
import type { StaffRole } from '@dumpster/domain';

export interface StaffUserRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** PHC string: $argon2id$v=19$m=...,t=...,p=...$salt$hash */
  readonly passwordHash: string;
  readonly createdAt: Date;
  /** Null while the account may sign in. */
  readonly disabledAt: Date | null;
  /**
   * Raised by every new password (a reset; never a rehash): a sign-in opens a session only if
   * this is still the version it checked the password against (decision 0161).
   */
  readonly passwordVersion: number;
}

export interface StaffSessionRecord {
  /** SHA-256 of the cookie's token, hex: the token itself is never stored. */
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** The absolute end: created + the configured maximum. */
  readonly expiresAt: Date;
}
