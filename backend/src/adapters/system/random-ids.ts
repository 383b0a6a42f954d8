import { randomBytes, randomUUID } from 'node:crypto';
import { bookingReferenceBytes, bookingReferenceFrom } from '@dumpster/domain';
import type { IdGenerator } from '../../application/ports/id-generator.ts';

export class RandomIds implements IdGenerator {
  next(): string {
    return randomUUID();
  }

  bookingReference(): string {
    return bookingReferenceFrom(randomBytes(bookingReferenceBytes));
  }
}
