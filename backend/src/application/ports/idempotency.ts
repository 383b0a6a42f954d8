// Idempotency records (docs/decisions/0012): a reply is recorded in the same transaction as the
// record it reports, so a retry after a crash finds either both or neither.

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

/** Raised by a repository when another request stored the same key first. */
export class IdempotencyKeyTakenError extends Error {
  override name = 'IdempotencyKeyTakenError';
}

export interface IdempotencyStore {
  find(scope: string, key: string): Promise<IdempotencyRecord | undefined>;
}
