// What the back office's session use cases share (docs/decisions/0076, 0078): how long a session
// lives, how sign-in is throttled, and the session a request's cookie opens.
import type { Actor } from '../actor.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../staff-user.ts';

export interface SessionSettings {
  readonly idleMinutes: number;
  readonly absoluteHours: number;
}

export interface SignInThrottle {
  /** Failed attempts per account in `windowMs` before sign-in is refused for that account. */
  readonly perAccount: number;
  /** Attempts per address in `windowMs`. */
  readonly perAddress: number;
  readonly windowMs: number;
}

export const defaultSignInThrottle: SignInThrottle = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

export interface ActiveSession {
  readonly user: StaffUserRecord;
  readonly session: StaffSessionRecord;
  readonly csrfToken: string;
}

export function staffActor(user: StaffUserRecord): Extract<Actor, { kind: 'staff' }> {
  return { kind: 'staff', userId: user.id, name: user.name };
}
