// Rate limits on the POST routes (docs/decisions/0013): generous enough that a person always
// gets through, tight enough that a script cannot flood. Counters live in the shared database
// so every instance behind a load balancer sees the same count.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { HitCounter } from '../../../application/ports/hit-counter.ts';
import { StorageUnavailableError } from '../../../application/storage-unavailable-error.ts';
import { sendError } from '../api-error.ts';

export interface RateLimitSettings {
  readonly enabled: boolean;
  readonly windowMs: number;
  readonly max: number;
}

/** express-rate-limit's Store over the HitCounter port. */
export class HitCounterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly counter: HitCounter;
  private windowMs = 60_000;

  constructor(counter: HitCounter, prefix: string) {
    this.counter = counter;
    this.prefix = prefix;
  }

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const { hits, resetAt } = await this.counter.increment(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  decrement(key: string): Promise<void> {
    return this.counter.decrement(this.prefix + key);
  }

  resetKey(key: string): Promise<void> {
    return this.counter.reset(this.prefix + key);
  }
}

const pass: RequestHandler = (_req, _res, next) => next();

const answerRateLimited: RequestHandler = (_req, res) => sendError(res, 429, 'rate_limited');

/** What every limiter shares: the window and limit, the shared counter, the headers, the key. */
function limiter(
  route: string,
  counter: HitCounter,
  settings: RateLimitSettings,
  behaviour: { onLimited: RequestHandler; countOnlyFailures: boolean },
): RequestHandler {
  if (!settings.enabled) return pass;
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.max,
    // The IETF draft-8 `RateLimit` and `RateLimit-Policy` headers.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: route,
    store: new HitCounterStore(counter, `${route}:`),
    // IPv6 clients are counted per /56, so one host cannot dodge the limit by rotating addresses.
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown', 56),
    skipSuccessfulRequests: behaviour.countOnlyFailures,
    handler: behaviour.onLimited,
  });
}

/**
 * A limiter per route: `route` keeps the bookings and contact counts apart (a form's native post
 * counts with its API route). `onLimited` answers a refused request; the API's JSON 429 unless given.
 * `onUnavailable` answers a request whose count cannot be read because the database is out of
 * reach (the counters live there); the error handler's JSON 503 unless given.
 */
export function rateLimitFor(
  route: string,
  counter: HitCounter,
  settings: RateLimitSettings,
  onLimited: RequestHandler = answerRateLimited,
  onUnavailable?: ErrorRequestHandler,
): RequestHandler {
  const limit = limiter(route, counter, settings, { onLimited, countOnlyFailures: false });
  if (!onUnavailable) return limit;
  return (req, res, next) =>
    limit(req, res, (error?: unknown) =>
      error instanceof StorageUnavailableError ? onUnavailable(error, req, res, next) : next(error),
    );
}

/**
 * A limiter that counts only refused requests (an answer of 400 or more), for routes where a
 * failure is what guessing looks like: a customer opening their own "My booking" page again and
 * again is never limited, a script trying tokens is (docs/decisions/0090).
 */
export function failureLimitFor(
  route: string,
  counter: HitCounter,
  settings: RateLimitSettings,
): RequestHandler {
  return limiter(route, counter, settings, { onLimited: answerRateLimited, countOnlyFailures: true });
}
