// Every failure the API answers has this one JSON shape (docs/api.md), never a stack trace.
import type { Response } from 'express';
import { bodyUnread, closeAfterAnswer } from './close-unread.ts';
import { sendJson } from './json-answer.ts';

export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'not_found',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'headers_too_large',
  'idempotency_key_reused',
  'not_signed_in',
  'sign_in_refused',
  'forbidden',
  'cross_site_refused',
  'conflict',
  'change_refused',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export interface ApiErrorBody {
  readonly error: ApiErrorCode;
  readonly message: string;
  readonly requestId: string;
  readonly fields?: Record<string, string>;
}

export const errorMessages = {
  bad_request: 'The request is not valid HTTP.',
  validation_failed: 'Please correct the highlighted fields and try again.',
  malformed_json: 'The request body is not valid JSON.',
  not_found: 'There is nothing at this address.',
  request_timeout: 'The request took too long to arrive.',
  payload_too_large: 'The request body is larger than 32 KB.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  headers_too_large: 'The request headers are too large.',
  idempotency_key_reused: 'This Idempotency-Key was already used with a different request.',
  not_signed_in: 'Please sign in.',
  sign_in_refused: 'That email and password do not match an active account.',
  forbidden: 'Your account may not do this.',
  cross_site_refused: "This request did not come from this site's own pages; reload the page and try again.",
  conflict: 'This change conflicts with the record as it is now.',
  change_refused: 'This change can no longer be made online.',
  rate_limited: 'Too many requests from this address. Please wait a minute and try again.',
  service_unavailable: 'We cannot take requests right now. Please try again in a moment.',
  internal_error: 'Something went wrong on our side. Please try again.',
} as const;

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
