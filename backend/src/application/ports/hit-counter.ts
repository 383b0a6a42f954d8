/**
 * Counts hits per client in fixed windows, shared by every instance of the server (the rate
 * limiter of the HTTP adapter reads it; docs/decisions/0013).
 */
export interface HitCounter {
  /** Adds one hit; starts a new window when the last one has ended. */
  increment(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }>;
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}
