// Staff accounts and their sessions, inside a transaction (ports/unit-of-work.ts), so disabling
// an account, ending its sessions and its audit line commit together.
import type { StaffSessionRecord, StaffUserRecord } from '../staff-user.ts';

export interface StaffUserRepository {
  /** Case-insensitive. */
  findByEmail(email: string): Promise<StaffUserRecord | undefined>;
  findById(id: string): Promise<StaffUserRecord | undefined>;
  /** Throws StaffEmailTakenError when the e-mail exists already, whatever its case. */
  add(user: StaffUserRecord): Promise<void>;
  setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void>;
  disable(id: string, at: Date): Promise<void>;
  /** Every account, by name. */
  list(): Promise<StaffUserRecord[]>;
  countActiveOwners(): Promise<number>;
}

export class StaffEmailTakenError extends Error {
  override name = 'StaffEmailTakenError';
}

export interface StaffSessionRepository {
  add(session: StaffSessionRecord): Promise<void>;
  /**
   * The session and its account, read together (every back-office request reads both);
   * `user` undefined when the account is gone.
   */
  findWithUser(
    tokenHash: string,
  ): Promise<{ session: StaffSessionRecord; user: StaffUserRecord | undefined } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of the user (disabled, password reset). */
  deleteForUser(userId: string): Promise<void>;
}
