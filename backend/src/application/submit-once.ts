// The idempotent write shared by both use cases (docs/decisions/0012). The first request with a
// key stores its record and its reply together; a retry finds the key taken and replays the
// stored reply, or is refused when its body differs. The database's unique key decides races.
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyStore,
  type RecordedReply,
} from './ports/idempotency.ts';

export type SubmissionOutcome =
  | { readonly kind: 'created'; readonly reply: RecordedReply }
  | { readonly kind: 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' };

/** Replies are recorded with the HTTP status they are replayed with: 201 Created. */
export const createdStatus = 201;

export async function submitOnce(input: {
  store: IdempotencyStore;
  claim: IdempotencyClaim | undefined;
  now: Date;
  body: unknown;
  save: (record: IdempotencyRecord | undefined) => Promise<void>;
}): Promise<SubmissionOutcome> {
  const { store, claim, now, body, save } = input;
  const reply: RecordedReply = { status: createdStatus, body };
  const record = claim ? { ...claim, reply, createdAt: now } : undefined;
  try {
    // No look-up first: most keyed requests are first attempts, and the unique key both
    // detects a retry and settles two concurrent attempts.
    await save(record);
    return { kind: 'created', reply };
  } catch (error) {
    if (!claim || !(error instanceof IdempotencyKeyTakenError)) throw error;
    const prior = await store.find(claim.scope, claim.key);
    if (!prior) throw error;
    if (prior.requestHash !== claim.requestHash) return { kind: 'key_reused' };
    return { kind: 'replayed', reply: prior.reply };
  }
}
