/**
 * Thrown by any driven adapter when the database cannot be reached in time. The HTTP adapter
 * answers 503, and nothing has been written: every write is one transaction (ports/unit-of-work.ts).
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}
