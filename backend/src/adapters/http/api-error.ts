// Every failure the API answers has this one JSON shape (docs/api.md), never a stack trace; the
// codes and their messages are the domain's (domain/src/api/api-errors.ts), which the document
// and the browser's mocks read too.
import { type ApiErrorCode, apiErrorCodes, errorMessages } from '@dumpster/domain/api';
import type { Response } from 'express';
import { bodyUnread, closeAfterAnswer } from './close-unread.ts';
import { sendJson } from './json-answer.ts';

export { type ApiErrorCode, apiErrorCodes, errorMessages };

export interface ApiErrorBody {
  readonly error: ApiErrorCode;
  readonly message: string;
  readonly requestId: string;
  readonly fields?: Record<string, string>;
}

export function sendError(
  res: Response,
  status: number,
  error: ApiErrorCode,
  options: { message?: string; fields?: Record<string, string> } = {},
): void {
  const body: ApiErrorBody = {
    error,
    message: options.message ?? errorMessages[error],
    requestId: String(res.req.id ?? ''),
    ...(options.fields ? { fields: options.fields } : {}),
  };
  // Refused before its body was read (too large, wrong type, unknown path): the connection ends.
  if (bodyUnread(res.req)) closeAfterAnswer(res);
  sendJson(res, status, body);
}
