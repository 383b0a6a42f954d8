import type { Clock } from '../../application/ports/clock.ts';

/** A clock that reads whatever time the test sets. */
export class FixedClock implements Clock {
  private instant: Date;

  constructor(instant: Date) {
    this.instant = instant;
  }
  now(): Date {
    return new Date(this.instant);
  }
  set(instant: Date): void {
    this.instant = instant;
  }
}
