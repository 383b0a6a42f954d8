import type { Clock } from '../../application/ports/clock.ts';
import type { HitCounter } from '../../application/ports/hit-counter.ts';

/** Fixed-window counters in memory, on the given clock (tests only: not shared between instances). */
export class InMemoryHitCounter implements HitCounter {
  private readonly counts = new Map<string, { hits: number; resetAt: Date }>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  async increment(key: string, windowMs: number) {
    const now = this.clock.now();
    const current = this.counts.get(key);
    const next =
      current && current.resetAt > now
        ? { hits: current.hits + 1, resetAt: current.resetAt }
        : { hits: 1, resetAt: new Date(now.getTime() + windowMs) };
    this.counts.set(key, next);
    return { ...next };
  }

  async decrement(key: string) {
    const current = this.counts.get(key);
    if (current) current.hits = Math.max(0, current.hits - 1);
  }

  async reset(key: string) {
    this.counts.delete(key);
  }
}
