// The shape every idempotent POST route shares (a new booking, a contact request, a change to
// My booking): validate with the domain schema (a 400 naming the fields, before any use case
// runs), read the Idempotency-Key, run the use case, answer its outcome.
import { fieldErrors } from '@dumpster/domain';
import type { Request, RequestHandler, Response } from 'express';
import type * as v from 'valibot';
import type { IdempotencyClaim, RecordedReply } from '../../../application/ports/idempotency.ts';
import type { SubmissionOutcome } from '../../../application/submit-once.ts';
import { sendError } from '../api-error.ts';
import { idempotencyKeyMessage, readClaim } from '../idempotency-claim.ts';
import { sendJson } from '../json-answer.ts';
import { storageForm } from '../storage-form.ts';

export function validatedPost<T, Outcome>(options: {
  scope: string;
  validate: (body: unknown, req: Request) => v.SafeParseResult<v.GenericSchema<unknown, T>>;
  /** Shorter than the header's own limit where the route puts something before the key. */
  keyMaxLength?: number;
  execute: (request: T, claim: IdempotencyClaim | undefined, req: Request) => Promise<Outcome>;
  answer: (res: Response, outcome: Outcome) => void;
}): RequestHandler {
  return async (req, res) => {
    const result = options.validate(storageForm(req.body ?? {}), req);
    if (!result.success) {
      sendError(res, 400, 'validation_failed', { fields: fieldErrors(result.issues) });
      return;
    }
    const claim = readClaim(req, options.scope, result.output);
    const keyTooLong =
      claim.ok && claim.claim !== undefined && claim.claim.key.length > (options.keyMaxLength ?? Infinity);
    if (!claim.ok || keyTooLong) {
      sendError(res, 400, 'validation_failed', { fields: { idempotencyKey: idempotencyKeyMessage } });
      return;
    }
    options.answer(res, await options.execute(result.output, claim.claim, req));
  };
}

/** The outcomes every idempotent POST answers alike. */
export type IdempotentOutcome =
  | { readonly kind: 'created' | 'changed' | 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' };

/**
 * The use case's reply, or the stored one sent again, marked as such so a client can tell it
 * changed nothing new; a key reused with another body is a 422.
 */
export function sendIdempotentOutcome(res: Response, outcome: IdempotentOutcome): void {
  if (outcome.kind === 'key_reused') {
    sendError(res, 422, 'idempotency_key_reused');
    return;
  }
  if (outcome.kind === 'replayed') res.setHeader('Idempotent-Replayed', 'true');
  sendJson(res, outcome.reply.status, outcome.reply.body);
}

/** A POST that creates something once (a booking, a contact request). */
export function submissionRoute<T>(options: {
  scope: string;
  validate: (body: unknown, req: Request) => v.SafeParseResult<v.GenericSchema<unknown, T>>;
  execute: (request: T, claim: IdempotencyClaim | undefined) => Promise<SubmissionOutcome>;
}): RequestHandler {
  return validatedPost({ ...options, answer: sendIdempotentOutcome });
}
