// Staff accounts and their sessions, inside a transaction (ports/unit-of-work.ts), so disabling
// an account, ending its sessions and its audit line commit together.
import type { StaffSessionRecord, StaffUserRecord } from '../staff-user.ts';

export interface StaffUserRepository {
  /** By the domain's canonicalEmail (any case, any spelling that folds to it; decision 0162). */
  findByEmail(email: string): Promise<StaffUserRecord | undefined>;
  findById(id: string): Promise<StaffUserRecord | undefined>;
  /**
   * The account, its row locked until the transaction ends (a reset or a disabling of it waits):
   * what a sign-in compares with what it checked before opening a session (decision 0161).
   */
  lockById(id: string): Promise<StaffUserRecord | undefined>;
  /** Throws StaffEmailTakenError when the e-mail exists already, whatever its case. */
  add(user: StaffUserRecord): Promise<void>;
  /** A new password: the hash and the time it changed (sessions opened before it end). */
  setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void>;
  /** The same password hashed with today's parameters: not a change of password. */
  rehashPassword(id: string, passwordHash: string): Promise<void>;
  disable(id: string, at: Date): Promise<void>;
  enable(id: string): Promise<void>;
  /** Every account, by name. */
  list(): Promise<StaffUserRecord[]>;
  countActiveOwners(): Promise<number>;
  /**
   * Locks every owner's row until the transaction ends, so two requests judging the last-owner
   * rule take turns (decision 0163).
   */
  lockOwners(): Promise<void>;
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
