// The answer of an idempotent POST (a booking, a contact request, a change to My booking): the
// use case's recorded reply, or the stored one sent again marked as such so a client can tell it
// changed nothing new; a key reused with another body is a 422 (decision 0012).
import { errorMessages } from '@dumpster/domain/api';
import type { RecordedReply } from '../../../application/ports/idempotency.ts';
import { problem } from './route-handler.ts';

export type IdempotentOutcome =
  | { readonly kind: 'created' | 'changed' | 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' };

const replayed = { 'Idempotent-Replayed': 'true' } as const;

/**
 * `Reply` is the route's success answer: the use case recorded it as that answer (the check of
 * answers in tests holds it to the declaration).
 */
export function idempotentAnswer<Reply>(outcome: IdempotentOutcome) {
  if (outcome.kind === 'key_reused')
    return problem(422, 'idempotency_key_reused', errorMessages.idempotency_key_reused);
  const reply = outcome.reply as Reply;
  return outcome.kind === 'replayed' ? { ...reply, headers: replayed } : reply;
}
