// The 409 of a booking (or a change) whose dates have a full day (docs/decisions/0086): the
// domain's unavailableAnswer (a sentence, the full days, the next dates that work) plus the
// requestId every error answer carries.
import { unavailableAnswer } from '@dumpster/domain';
import type { Response } from 'express';
import type { DatesUnavailableError } from '../../application/dates-unavailable-error.ts';
import { sendJson } from './json-answer.ts';

export function sendDatesUnavailable(res: Response, error: DatesUnavailableError): void {
  sendJson(res, 409, { ...unavailableAnswer(error.rental), requestId: String(res.req.id ?? '') });
}
