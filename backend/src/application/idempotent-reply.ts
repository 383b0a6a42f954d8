// The idempotent write's two halves (docs/decisions/0012 and 0048), shared by every write that
// takes an Idempotency-Key (submit-once.ts, my-booking/change-once.ts): the first request records
// its reply in the same transaction as everything it stores; a retry finds the key taken and gets
// that reply again, or is refused when its body differs. The database's unique key decides races:
// a second attempt waits for the first to commit.
import type {
  IdempotencyClaim,
  IdempotencyRecords,
  IdempotencyStore,
  RecordedReply,
} from './ports/idempotency.ts';

export type Replay =
  | { readonly kind: 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' };

/** Claims `key` (the claim's own unless given) with the reply, inside the writes' transaction. */
export function recordReply(
  records: IdempotencyRecords,
  claim: IdempotencyClaim,
  reply: RecordedReply,
  now: Date,
  key: string = claim.key,
): Promise<void> {
  return records.record({ ...claim, key, reply, createdAt: now });
}

/**
 * The answer to a retry whose key is taken: the first reply when the request is the same, a
 * refusal when it is not; undefined when nothing is recorded under the key (the first attempt
 * rolled back).
 */
export async function replayOf(
  idempotency: IdempotencyStore,
  claim: IdempotencyClaim,
  key: string = claim.key,
): Promise<Replay | undefined> {
  const prior = await idempotency.find(claim.scope, key);
  if (!prior) return undefined;
  if (prior.requestHash !== claim.requestHash) return { kind: 'key_reused' };
  return { kind: 'replayed', reply: prior.reply };
}
