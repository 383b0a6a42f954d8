// Every failure the API answers has this one JSON shape (docs/api.md), never a stack trace.
import type { Response } from 'express';
import { sendJson } from './json-answer.ts';

export const apiErrorCodes = [
  'validation_failed',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_key_reused',
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
  validation_failed: 'Please correct the highlighted fields and try again.',
  malformed_json: 'The request body is not valid JSON.',
  not_found: 'There is nothing at this address.',
  payload_too_large: 'The request body is larger than 32 KB.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  idempotency_key_reused: 'This Idempotency-Key was already used with a different request.',
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
  sendJson(res, status, body);
}
