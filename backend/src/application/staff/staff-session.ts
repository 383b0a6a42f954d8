// What the back office's session use cases share (docs/decisions/0076, 0078): how long a session
// lives, how sign-in is throttled, and the session a request's cookie opens.
import type { Actor } from '../actor.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../staff-user.ts';

export interface SessionSettings {
  readonly idleMinutes: number;
  readonly absoluteHours: number;
}

/** How sign-in is throttled (decision 0164); `address` is the client's network (IPv6 per /64). */
export interface SignInThrottle {
  /** Attempts at one e-mail from one address that pass without waiting, in `pairWindowMs`. */
  readonly freePerPair: number;
  /** The wait after the free attempts, doubled by each further attempt, at most `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly pairWindowMs: number;
  /** The ceiling: attempts at one account from every address in `accountWindowMs`. */
  readonly perAccount: number;
  readonly accountWindowMs: number;
  /** Attempts from one address at any e-mail in `windowMs`. */
  readonly perAddress: number;
  readonly windowMs: number;
}

export const defaultSignInThrottle: SignInThrottle = {
  freePerPair: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  pairWindowMs: 60 * 60_000,
  perAccount: 100,
  accountWindowMs: 60 * 60_000,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

export interface ActiveSession {
  readonly user: StaffUserRecord;
  readonly session: StaffSessionRecord;
  readonly csrfToken: string;
}

export function staffActor(user: StaffUserRecord): Extract<Actor, { kind: 'staff' }> {
  return { kind: 'staff', userId: user.id, name: user.name };
}
