// Signing in to the back office (docs/decisions/0076, 0078): the cookie gets a new random token,
// the database its hash only. Attempts are throttled per address, per e-mail and address pair
// with growing waits, and under a ceiling per account (sign-in-throttle.ts, decision 0164); an
// unknown e-mail costs the same hash and the same counter writes as a wrong password, so no
// timing tells them apart.
import { canonicalEmail } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { HitCounter } from '../ports/hit-counter.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { SessionTokens } from '../ports/session-tokens.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { StaffSessionRecord } from '../staff-user.ts';
import { forgetAttempts, signInKeys, throttleAddress, throttleAttempt } from './sign-in-throttle.ts';
import {
  type ActiveSession,
  defaultSignInThrottle,
  type SessionSettings,
  type SignInThrottle,
} from './staff-session.ts';

export type SignInOutcome =
  | ({ readonly ok: true; readonly token: string } & ActiveSession)
  | { readonly ok: false; readonly refusal: 'refused'; readonly reason: string }
  | {
      readonly ok: false;
      readonly refusal: 'throttled';
      readonly reason: 'address' | 'pair' | 'account';
      /** At most this long before the next attempt may be checked. */
      readonly retryAfterSeconds: number;
    };

/** The session token's length in random bytes. */
const tokenBytes = 32;
/** The length of the password no one has, verified against when the e-mail is unknown. */
const dummyPasswordBytes = 24;

export class SignIn {
  /** A hash of a password no one has: verified against when the e-mail is unknown. */
  private dummyHash: Promise<string> | undefined;

  private readonly unitOfWork: UnitOfWork;
  private readonly hasher: PasswordHasher;
  private readonly hits: HitCounter;
  private readonly tokens: SessionTokens;
  private readonly clock: Clock;
  private readonly settings: SessionSettings;
  private readonly throttle: SignInThrottle;

  constructor(
    unitOfWork: UnitOfWork,
    hasher: PasswordHasher,
    hits: HitCounter,
    tokens: SessionTokens,
    clock: Clock,
    settings: SessionSettings,
    throttle: SignInThrottle = defaultSignInThrottle,
  ) {
    this.unitOfWork = unitOfWork;
    this.hasher = hasher;
    this.hits = hits;
    this.tokens = tokens;
    this.clock = clock;
    this.settings = settings;
    this.throttle = throttle;
  }

  /** `address`: the client's network (an IPv6 address's /64), as the HTTP adapter groups it. */
  async execute(email: string, password: string, address: string): Promise<SignInOutcome> {
    const byAddress = await throttleAddress(this.hits, this.throttle, address);
    if (byAddress && !byAddress.pass) return { ok: false, refusal: 'throttled', ...withoutPass(byAddress) };
    const canonical = canonicalEmail(email);
    const user = await this.unitOfWork.transaction(({ users }) => users.findByEmail(canonical));
    // One key per account whatever the spelling: the domain's canonical form (decision 0162).
    const keys = signInKeys(address, canonical, user?.id);
    const verdict = await throttleAttempt(this.hits, this.throttle, keys, user !== undefined);
    if (!verdict.pass) return { ok: false, refusal: 'throttled', ...withoutPass(verdict) };
    // The same work whether or not the account exists: no timing tells them apart.
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !matches || user.disabledAt) {
      return {
        ok: false,
        refusal: 'refused',
        reason: !user ? 'unknown_email' : !matches ? 'wrong_password' : 'disabled',
      };
    }
    await forgetAttempts(this.hits, keys);
    const rehash = this.hasher.needsRehash(user.passwordHash) ? await this.hasher.hash(password) : undefined;
    const now = this.clock.now();
    const token = this.tokens.random(tokenBytes);
    const session: StaffSessionRecord = {
      tokenHash: this.tokens.hash(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.settings.absoluteHours * 3_600_000),
    };
    // One decision with the password check (decision 0161): the account's row is locked, and the
    // session opens only if its password is still the one checked and it is still enabled. A reset
    // or a disabling committed meanwhile refuses it; one that comes after waits for this commit
    // and then ends the session with the others.
    const opened = await this.unitOfWork.transaction(async ({ users, sessions }) => {
      const current = await users.lockById(user.id);
      if (!current || current.disabledAt || current.passwordVersion !== user.passwordVersion)
        return undefined;
      if (rehash && current.passwordHash === user.passwordHash) await users.rehashPassword(user.id, rehash);
      await sessions.add(session);
      return current;
    });
    if (!opened) return { ok: false, refusal: 'refused', reason: 'password_changed' };
    return { ok: true, token, user: opened, session, csrfToken: this.tokens.csrfTokenFor(token) };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(this.tokens.random(dummyPasswordBytes));
    return this.dummyHash;
  }
}

function withoutPass<T extends { readonly pass: false }>({ pass: _pass, ...rest }: T): Omit<T, 'pass'> {
  return rest;
}
