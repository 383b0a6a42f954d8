import type { IdGenerator } from '../../application/ports/id-generator.ts';

/** Predictable ids for tests: '00000000-0000-4000-8000-000000000001', then ...02. */
export class SequentialIds implements IdGenerator {
  private count = 0;
  next(): string {
    this.count += 1;
    return `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`;
  }
}
