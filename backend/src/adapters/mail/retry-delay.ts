// How long a message waits after a temporary failure: doubling from `baseMs` per attempt, capped
// at `capMs`, then a random share of it taken off (jitter), so messages that failed together
// (a server down for a minute) do not all come back in the same second.
export interface RetryPolicy {
  readonly baseMs: number;
  readonly capMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000 };

/** `attempts` made so far (1 after the first). The result lies in [delay/2, delay]. */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(delay / 2 + (delay / 2) * random());
}
