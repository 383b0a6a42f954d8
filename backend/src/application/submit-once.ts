// The write of the submission use cases (a booking, a contact request): the key claimed first,
// then everything the submission stores, in one transaction; a retry is answered from the reply
// recorded with the first (idempotent-reply.ts).
import { type Replay, recordReply, replayOf } from './idempotent-reply.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
  type RecordedReply,
} from './ports/idempotency.ts';
import type { TransactionRepositories, UnitOfWork } from './ports/unit-of-work.ts';

export type SubmissionOutcome = { readonly kind: 'created'; readonly reply: RecordedReply } | Replay;

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
      if (claim) await recordReply(repositories.idempotency, claim, reply, now);
      await save(repositories);
    });
    return { kind: 'created', reply };
  } catch (error) {
    if (!claim || !(error instanceof IdempotencyKeyTakenError)) throw error;
    const replay = await replayOf(idempotency, claim);
    if (!replay) throw error;
    return replay;
  }
}
