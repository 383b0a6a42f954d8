// The 409 of a booking (or a change) whose dates have a full day (docs/decisions/0086): the
// domain's unavailableAnswer or unavailableExtensionAnswer (a sentence, the full days, the dates
// that work) plus the requestId every error answer carries.
import type { Response } from 'express';
import type { DatesUnavailableError } from '../../application/availability/dates-unavailable-error.ts';
import { sendJson } from './json-answer.ts';

export function sendDatesUnavailable(res: Response, error: DatesUnavailableError): void {
  sendJson(res, 409, { ...error.answer, requestId: String(res.req.id ?? '') });
}
