// Slices of autocannon load on POST /api/bookings with valid, distinct bookings and distinct
// Idempotency-Keys, added up per server into the figures docs/performance.md records.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * How the benchmarks run our server for the write path: as in production, its request logs
 * written, no delivery worker (bench:mail measures delivery), no rate limit, and a fleet the
 * benchmark's bookings never fill.
 */
export const writePathServerEnv = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_ENABLED: 'false',
  MAIL_WORKER: 'false',
  FLEET: '10-yard:999,15-yard:999,20-yard:999',
} as const;

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly created: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly total: number;
}

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let sequence = 0;
/** The next valid booking body: each one distinct, their dates spread so no day fills. */
export function nextBooking(): string {
  sequence += 1;
  return JSON.stringify({
    bookingType: sequence % 5 === 0 ? 'commercial' : 'residential',
    name: `Bench Customer ${sequence}`,
    email: `bench${sequence}@example.com`,
    phone: '(904) 555-0134',
    address: `${100 + (sequence % 900)} Ocean Street`,
    city: 'Jacksonville',
    state: 'FL',
    zipCode: '32202',
    companyName: sequence % 5 === 0 ? 'Bench Builders' : '',
    dumpsterSize: ['10-yard', '15-yard', '20-yard'][sequence % 3],
    // Spread over 300 days so the calendar never fills (FLEET is 999 a size in the benchmark).
    deliveryDate: isoInDays(2 + (sequence % 300)),
    pickupDate: isoInDays(12 + (sequence % 300)),
    specialInstructions: 'Benchmark booking',
    smsOptIn: sequence % 2 === 0,
  });
}

interface Context {
  key?: string;
}

/** Everything one server's slices add up to (the warm-up counts rows, not figures). */
export class Tally {
  durationS = 0;
  total = 0;
  non2xx = 0;
  errors = 0;
  timeouts = 0;
  /** 201s including the warm-up: each must be one stored row. */
  createdAll = 0;
  createdMeasured = 0;
  readonly latenciesMs: number[] = [];
  /**
   * Requests sent whose answer autocannon never counted: the ones in flight when a slice's clock
   * ran out, and the ones answered 503. The server may or may not have stored them; the row
   * check resends them with their Idempotency-Key (settleCutRequests).
   */
  readonly unanswered = new Map<string, string>();
  /** Every answer by its status, the warm-up's included. */
  readonly statuses: Record<number, number> = {};

  figures(): LoadFigures {
    const sorted = [...this.latenciesMs].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      requestsPerSecond: this.durationS > 0 ? this.total / this.durationS : 0,
      p50Ms: Math.round(at(0.5)),
      p99Ms: Math.round(at(0.99)),
      created: this.createdMeasured,
      non2xx: this.non2xx,
      errors: this.errors,
      timeouts: this.timeouts,
      total: this.total,
    };
  }
}

/** One slice of load; `measured` false for the warm-up. */
export async function loadSlice(
  url: string,
  seconds: number,
  connections: number,
  tally: Tally,
  measured: boolean,
): Promise<void> {
  const started = performance.now();
  // Without a callback autocannon returns an instance that is also a promise; the events are what we need.
  const instance = autocannon({
    url: `${url}/api/bookings`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request, context: object) => {
          const state = context as Context;
          const key = randomUUID();
          const body = nextBooking();
          state.key = key;
          tally.unanswered.set(key, body);
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
          };
        },
        onResponse: (status: number, _body: string, context: Context) => {
          // A 503 (the database deadline passed) may still be stored: a client sends it again with
          // its key, as the site's forms do, so it is resent with the cut ones (settleCutRequests).
          if (context.key && status !== 503) tally.unanswered.delete(context.key);
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          if (status === 201) tally.createdAll += 1;
        },
      },
    ],
  });
  const events = instance as unknown as NodeJS.EventEmitter;
  if (measured) {
    events.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
      tally.latenciesMs.push(responseTimeMs);
    });
  }
  const result = await new Promise<{
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  }>((resolve) => events.once('done', resolve));
  if (!measured) return;
  tally.durationS += (performance.now() - started) / 1000;
  tally.total += result.requests.total;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.timeouts += result.timeouts;
  tally.createdMeasured += Number(result.statusCodeStats?.['201']?.count ?? 0);
}

/**
 * Resends every cut request with its own key and body. On our server each ends as exactly one
 * row: replayed when it had been stored before the cut, stored now otherwise.
 */
export async function settleCutRequests(
  url: string,
  tally: Tally,
): Promise<{ cut: number; replayed: number; storedNow: number }> {
  let replayed = 0;
  let storedNow = 0;
  const cut = tally.unanswered.size;
  for (const [key, body] of tally.unanswered) {
    const res = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
    });
    if (res.status !== 201) throw new Error(`resending ${key} answered ${res.status}`);
    if (res.headers.get('idempotent-replayed') === 'true') replayed += 1;
    else storedNow += 1;
  }
  tally.unanswered.clear();
  return { cut, replayed, storedNow };
}
