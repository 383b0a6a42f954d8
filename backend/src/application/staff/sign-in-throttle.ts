// How sign-in attempts are throttled (decision 0164), on the shared hit counters:
//
// - per address (the client's network: IPv6 per /64): every attempt, a hard limit per window;
// - per e-mail and address pair: a few attempts pass, then each waits, twice as long as the last
//   (a "wait" counter whose window is the delay, claimed by the attempt that may go), so a guesser
//   slows down without locking the account for anyone else; a sign-in forgets the pair;
// - per account: a ceiling of attempts from every address, which only a guesser with many
//   networks reaches, refusing even the right password until its window ends.
//
// The pair's key names the e-mail by one of `pairBuckets` buckets of its canonical form, the same
// for an account and an unknown e-mail, so an address writes at most that many pair counters
// whatever it tries, and the delays tell no one whether an account exists. The ceiling counts a
// real account by its id; every unknown e-mail shares one counter, never compared (an unknown
// e-mail has no account to protect), so the writes are the same and the rows stay bounded.
import type { HitCounter } from '../ports/hit-counter.ts';
import type { SignInThrottle } from './staff-session.ts';

/** Pair counters one address can write (and wait counters): collisions only share delays. */
const pairBuckets = 16;

/** FNV-1a over the UTF-16 code units: spreads e-mails over buckets; no secret is needed. */
function bucketOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % pairBuckets;
}

export type ThrottleVerdict =
  | { readonly pass: true; readonly keys: SignInKeys }
  | {
      readonly pass: false;
      readonly reason: 'address' | 'pair' | 'account';
      readonly retryAfterSeconds: number;
    };

export interface SignInKeys {
  readonly pair: string;
  readonly wait: string;
  readonly account: string;
}

export function signInKeys(
  address: string,
  canonicalEmail: string,
  accountId: string | undefined,
): SignInKeys {
  const bucket = bucketOf(canonicalEmail);
  return {
    pair: `admin-sign-in:pair:${address}:${bucket}`,
    wait: `admin-sign-in:wait:${address}:${bucket}`,
    account: `admin-sign-in:account:${accountId ?? 'unknown'}`,
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The wait after attempt `attempt` of a pair (1-based), before the next may go. */
export function delayAfter(throttle: SignInThrottle, attempt: number): number {
  if (attempt <= throttle.freePerPair) return 0;
  const doublings = Math.min(attempt - throttle.freePerPair - 1, 30);
  return Math.min(throttle.firstDelayMs * 2 ** doublings, throttle.maxDelayMs);
}

/** Counts the address's attempt; a refusal when it is past its limit. */
export async function throttleAddress(
  hits: HitCounter,
  throttle: SignInThrottle,
  address: string,
): Promise<ThrottleVerdict | undefined> {
  const byAddress = await hits.increment(`admin-sign-in:address:${address}`, throttle.windowMs);
  if (byAddress.hits > throttle.perAddress)
    return { pass: false, reason: 'address', retryAfterSeconds: seconds(throttle.windowMs) };
  return undefined;
}

/** Counts the attempt for its pair and its account; whether it may be checked now. */
export async function throttleAttempt(
  hits: HitCounter,
  throttle: SignInThrottle,
  keys: SignInKeys,
  known: boolean,
): Promise<ThrottleVerdict> {
  const attempt = (await hits.increment(keys.pair, throttle.pairWindowMs)).hits;
  const delay = delayAfter(throttle, attempt);
  if (delay > 0) {
    // The first attempt after the previous wait ended claims the next one; any other waits.
    const claim = await hits.increment(keys.wait, delay);
    if (claim.hits > 1) {
      // A refused attempt does not lengthen the next wait.
      await hits.decrement(keys.pair);
      return { pass: false, reason: 'pair', retryAfterSeconds: seconds(delayAfter(throttle, attempt - 1)) };
    }
  }
  const byAccount = await hits.increment(keys.account, throttle.accountWindowMs);
  if (known && byAccount.hits > throttle.perAccount)
    return { pass: false, reason: 'account', retryAfterSeconds: seconds(throttle.accountWindowMs) };
  return { pass: true, keys };
}

/** After a sign-in: the pair's attempts are forgotten, and this one does not count to the ceiling. */
export async function forgetAttempts(hits: HitCounter, keys: SignInKeys): Promise<void> {
  await Promise.all([hits.reset(keys.pair), hits.reset(keys.wait), hits.decrement(keys.account)]);
}
