// The shape both POST routes share: validate with the domain schema (a 400 naming the fields,
// before any use case runs), read the Idempotency-Key, run the use case, answer its outcome.
import { fieldErrors } from '@dumpster/domain';
import type { Request, RequestHandler } from 'express';
import type * as v from 'valibot';
import type { IdempotencyClaim } from '../../../application/ports/idempotency.ts';
import type { SubmissionOutcome } from '../../../application/submit-once.ts';
import { sendError } from '../api-error.ts';
import { idempotencyKeyMessage, readClaim } from '../idempotency-claim.ts';
import { sendJson } from '../json-answer.ts';
import { storageForm } from '../storage-form.ts';

export function submissionRoute<T>(options: {
  scope: string;
  validate: (body: unknown, req: Request) => v.SafeParseResult<v.GenericSchema<unknown, T>>;
  execute: (request: T, claim: IdempotencyClaim | undefined) => Promise<SubmissionOutcome>;
}): RequestHandler {
  return async (req, res) => {
    const result = options.validate(storageForm(req.body ?? {}), req);
    if (!result.success) {
      sendError(res, 400, 'validation_failed', { fields: fieldErrors(result.issues) });
      return;
    }
    const claim = readClaim(req, options.scope, result.output);
    if (!claim.ok) {
      sendError(res, 400, 'validation_failed', { fields: { idempotencyKey: idempotencyKeyMessage } });
      return;
    }
    const outcome = await options.execute(result.output, claim.claim);
    switch (outcome.kind) {
      case 'created':
        sendJson(res, outcome.reply.status, outcome.reply.body);
        return;
      case 'replayed':
        res.setHeader('Idempotent-Replayed', 'true');
        sendJson(res, outcome.reply.status, outcome.reply.body);
        return;
      case 'key_reused':
        sendError(res, 422, 'idempotency_key_reused');
        return;
    }
  };
}
