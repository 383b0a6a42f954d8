// The idempotent write shared by the submission use cases (docs/decisions/0012 and 0048). The
// first request with a key records its reply in the same transaction as everything it stores; a
// retry finds the key taken and replays the recorded reply, or is refused when its body differs.
// The database's unique key decides races: a second attempt waits for the first to commit.
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
  type RecordedReply,
} from './ports/idempotency.ts';
import type { TransactionRepositories, UnitOfWork } from './ports/unit-of-work.ts';

export type SubmissionOutcome =
  | { readonly kind: 'created'; readonly reply: RecordedReply }
  | { readonly kind: 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' };

/** Replies are recorded with the HTTP status they are replayed with: 201 Created. */
export const createdStatus = 201;

export async function submitOnce(input: {
  unitOfWork: UnitOfWork;
  idempotency: IdempotencyStore;
  claim: IdempotencyClaim | undefined;
  now: Date;
  body: unknown;
  /** Stores the submission through the transaction's repositories. */
  save: (repositories: TransactionRepositories) => Promise<void>;
}): Promise<SubmissionOutcome> {
  const { unitOfWork, idempotency, claim, now, body, save } = input;
  const reply: RecordedReply = { status: createdStatus, body };
  try {
    await unitOfWork.transaction(async (repositories) => {
      // The key first: a retry stops here, before anything else is written or locked.
      if (claim) await repositories.idempotency.record({ ...claim, reply, createdAt: now });
      await save(repositories);
    });
    return { kind: 'created', reply };
  } catch (error) {
    if (!claim || !(error instanceof IdempotencyKeyTakenError)) throw error;
    const prior = await idempotency.find(claim.scope, claim.key);
    if (!prior) throw error;
    if (prior.requestHash !== claim.requestHash) return { kind: 'key_reused' };
    return { kind: 'replayed', reply: prior.reply };
  }
}
