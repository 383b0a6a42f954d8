// Defect found by the fault tests (decision 0042): with the network to PostgreSQL dropping packets, a
// query on a pooled connection never answered and the request hung for good. Every request's
// database call now has a deadline and is answered 503 when it passes.
import { describe, expect, it } from 'vitest';
import { guarded, requestDeadlineMs } from '../adapters/persistence/database-errors.ts';
import { StorageUnavailableError } from '../application/storage-unavailable-error.ts';

const never = () => new Promise<never>(() => {});

describe('the database deadline of a request', () => {
  it('turns a call that never answers into StorageUnavailableError (503) at the deadline', async () => {
    await expect(guarded(never, 50)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('is under a second by default, so a refused submission is answered within one', () => {
    expect(requestDeadlineMs).toBeLessThan(1_000);
  });

  it('leaves a call that answers in time alone, and background work without a deadline', async () => {
    await expect(guarded(async () => 'stored', 50)).resolves.toBe('stored');
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('swept'), 80));
    await expect(guarded(slow, null)).resolves.toBe('swept');
  });

  it('still lets other errors through as they are', async () => {
    const bug = new TypeError('a bug');
    await expect(
      guarded(async () => {
        throw bug;
      }, 50),
    ).rejects.toBe(bug);
  });
});
