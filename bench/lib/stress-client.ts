// One booking submission as a careful client makes it: an Idempotency-Key per booking, and on a
// refused connection, a cut one or a 503, the same request again with the same key after a short
// pause, up to a bound. Every HTTP attempt is timed.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface AttemptResult {
  readonly status?: number;
  readonly replayed: boolean;
  readonly body?: { id?: string; error?: string };
  readonly error?: string;
  readonly ms: number;
}

export function attempt(baseUrl: string, key: string, payload: string): Promise<AttemptResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/bookings`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': key,
        },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: { id?: string; error?: string } | undefined;
          try {
            body = JSON.parse(text) as { id?: string; error?: string };
          } catch {
            body = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            replayed: res.headers['idempotent-replayed'] === 'true',
            body,
            ms: performance.now() - started,
          });
        });
        res.on('error', (error) =>
          resolve({ replayed: false, error: String(error), ms: performance.now() - started }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ replayed: false, error: error.code ?? error.message, ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

export interface SubmissionResult {
  readonly acknowledged: boolean;
  /** Answered 409 `unavailable`: the fleet had no unit on some day; nothing was stored. */
  readonly refused?: boolean;
  readonly id?: string;
  readonly attempts: number;
  readonly lastProblem?: string;
}

export interface Tally {
  created: number;
  replayed: number;
  /** 409 `unavailable` answers: final, like the client of a full calendar would take them. */
  refused: number;
  unavailable: number;
  connectionErrors: number;
  otherStatuses: Record<string, number>;
  latenciesMs: number[];
}

export function newTally(): Tally {
  return {
    created: 0,
    replayed: 0,
    refused: 0,
    unavailable: 0,
    connectionErrors: 0,
    otherStatuses: {},
    latenciesMs: [],
  };
}

/** Sends until a 201 (created or replayed) or until `giveUpAfterMs` of retrying has passed. */
export async function submitWithRetries(
  baseUrl: () => string,
  key: string,
  payload: string,
  tally: Tally,
  giveUpAfterMs: number,
): Promise<SubmissionResult> {
  const giveUpAt = Date.now() + giveUpAfterMs;
  let attempts = 0;
  let pause = 50;
  let lastProblem: string | undefined;
  for (;;) {
    attempts += 1;
    const result = await attempt(baseUrl(), key, payload);
    if (result.status === 201) {
      tally.latenciesMs.push(result.ms);
      if (result.replayed) tally.replayed += 1;
      else tally.created += 1;
      return { acknowledged: true, id: result.body?.id, attempts };
    }
    if (result.status === 409 && result.body?.error === 'unavailable') {
      tally.refused += 1;
      return { acknowledged: false, refused: true, attempts, lastProblem: '409' };
    }
    if (result.status === 503) {
      tally.unavailable += 1;
      lastProblem = '503';
    } else if (result.status === undefined) {
      tally.connectionErrors += 1;
      lastProblem = result.error;
    } else {
      // 4xx/5xx other than 503 are final: a client must not retry them blindly.
      tally.otherStatuses[result.status] = (tally.otherStatuses[result.status] ?? 0) + 1;
      return { acknowledged: false, attempts, lastProblem: String(result.status) };
    }
    if (Date.now() > giveUpAt) return { acknowledged: false, attempts, lastProblem };
    await sleep(pause + Math.random() * pause);
    pause = Math.min(pause * 2, 1_000);
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}
