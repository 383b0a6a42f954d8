// Idempotency records (docs/decisions/0012): a reply is recorded in the same transaction as the
// rows it reports, so a retry after a crash finds either both or neither.

/** What the client sent: its key, the route it used, and a hash of the validated request. */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
}

/** The first answer, replayed as is to every retry with the same key and body. */
export interface RecordedReply {
  readonly status: number;
  readonly body: unknown;
}

export interface IdempotencyRecord extends IdempotencyClaim {
  readonly reply: RecordedReply;
  readonly createdAt: Date;
}

/** Raised when another request holds the same key: the transaction stores nothing. */
export class IdempotencyKeyTakenError extends Error {
  override name = 'IdempotencyKeyTakenError';
}

/** Records, inside a transaction (ports/unit-of-work.ts). */
export interface IdempotencyRecords {
  /**
   * Claims the key with its reply. Throws IdempotencyKeyTakenError when the key is taken; a
   * concurrent first attempt with the same key makes this wait for it to commit or roll back.
   */
  record(record: IdempotencyRecord): Promise<void>;
}

/** Finding a recorded reply, outside any transaction. */
export interface IdempotencyStore {
  find(scope: string, key: string): Promise<IdempotencyRecord | undefined>;
}
