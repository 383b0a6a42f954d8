import type { IdGenerator } from '../../application/ports/id-generator.ts';

/**
 * Predictable ids for tests: '00000000-0000-4000-8000-000000000001', then ...02; references
 * 'CH-0000-0001', then ...02 (a test may set `references` to replay a clash).
 */
export class SequentialIds implements IdGenerator {
  private count = 0;
  private referenceCount = 0;
  /** References to hand out first, before the counted ones. */
  references: string[] = [];

  next(): string {
    this.count += 1;
    return `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`;
  }

  bookingReference(): string {
    const queued = this.references.shift();
    if (queued) return queued;
    this.referenceCount += 1;
    return `CH-0000-${String(this.referenceCount).padStart(4, '0')}`;
  }
}
