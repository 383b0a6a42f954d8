// Signing in and out of the back office, and finding the session a request's cookie names.
// The cookie holds a random token; the database holds its SHA-256 only. The CSRF token is
// derived from the session token (HMAC-like SHA-256 with a label), so it needs no storage and
// only the holder of the session can know it. Failures are throttled per account and per
// address; an unknown e-mail costs the same hash as a wrong password.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { HitCounter } from '../ports/hit-counter.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
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

export type SignInOutcome =
  | ({ readonly ok: true; readonly token: string } & ActiveSession)
  | { readonly ok: false; readonly refusal: 'refused' | 'throttled'; readonly reason: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function csrfTokenFor(token: string): string {
  return createHash('sha256').update(`csrf:${token}`).digest('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function staffActor(user: StaffUserRecord): Extract<Actor, { kind: 'staff' }> {
  return { kind: 'staff', userId: user.id, name: user.name };
}

export class StaffSessions {
  /** A hash of a password no one has: verified against when the e-mail is unknown. */
  private dummyHash: Promise<string> | undefined;

  private readonly unitOfWork: UnitOfWork;
  private readonly hasher: PasswordHasher;
  private readonly hits: HitCounter;
  private readonly clock: Clock;
  private readonly settings: SessionSettings;
  private readonly throttle: SignInThrottle;

  constructor(
    unitOfWork: UnitOfWork,
    hasher: PasswordHasher,
    hits: HitCounter,
    clock: Clock,
    settings: SessionSettings,
    throttle: SignInThrottle = defaultSignInThrottle,
  ) {
    this.unitOfWork = unitOfWork;
    this.hasher = hasher;
    this.hits = hits;
    this.clock = clock;
    this.settings = settings;
    this.throttle = throttle;
  }

  async signIn(email: string, password: string, address: string): Promise<SignInOutcome> {
    const accountKey = `admin-sign-in:account:${email.trim().toLowerCase()}`;
    const addressKey = `admin-sign-in:address:${address}`;
    const [byAddress, byAccount] = await Promise.all([
      this.hits.increment(addressKey, this.throttle.windowMs),
      this.hits.increment(accountKey, this.throttle.windowMs),
    ]);
    if (byAddress.hits > this.throttle.perAddress || byAccount.hits > this.throttle.perAccount) {
      return {
        ok: false,
        refusal: 'throttled',
        reason: byAddress.hits > this.throttle.perAddress ? 'address' : 'account',
      };
    }
    const user = await this.unitOfWork.transaction(({ users }) => users.findByEmail(email.trim()));
    // The same work whether or not the account exists: no timing tells them apart.
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !matches || user.disabledAt) {
      return {
        ok: false,
        refusal: 'refused',
        reason: !user ? 'unknown_email' : !matches ? 'wrong_password' : 'disabled',
      };
    }
    await this.hits.reset(accountKey);
    const rehash = this.hasher.needsRehash(user.passwordHash) ? await this.hasher.hash(password) : undefined;
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const session: StaffSessionRecord = {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.settings.absoluteHours * 3_600_000),
    };
    await this.unitOfWork.transaction(async ({ users, sessions }) => {
      if (rehash) await users.setPasswordHash(user.id, rehash, now);
      await sessions.add(session);
    });
    return { ok: true, token, user, session, csrfToken: csrfTokenFor(token) };
  }

  /** The live session this token names, touched; undefined when unknown, expired or its user disabled. */
  async resolve(token: string): Promise<ActiveSession | undefined> {
    if (token.length === 0 || token.length > 100) return undefined;
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ sessions, users }) => {
      const session = await sessions.find(tokenHash);
      if (!session) return undefined;
      const idleEnd = session.lastSeenAt.getTime() + this.settings.idleMinutes * 60_000;
      const user = await users.findById(session.userId);
      if (now.getTime() >= idleEnd || now >= session.expiresAt || !user || user.disabledAt) {
        await sessions.delete(tokenHash);
        return undefined;
      }
      // Touch at most once a minute: a page of requests is not a page of writes.
      if (now.getTime() - session.lastSeenAt.getTime() >= 60_000) await sessions.touch(tokenHash, now);
      return { user, session: { ...session, lastSeenAt: now }, csrfToken: csrfTokenFor(token) };
    });
  }

  async signOut(token: string): Promise<void> {
    await this.unitOfWork.transaction(({ sessions }) => sessions.delete(hashToken(token)));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(24).toString('base64url'));
    return this.dummyHash;
  }
}
