// Every failure the API answers has one JSON shape (docs/api.md): `error` (a code), `message`
// (a sentence a person can read), `requestId`, and `fields` on a 400. The codes, their default
// messages and the body schemas live here so the server, its document and the browser's mocks
// say the same words.
import * as v from 'valibot';

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

export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

export const problemEntries = {
  message: v.pipe(v.string(), v.description('A sentence a person can read.')),
  requestId: v.pipe(v.string(), v.description('The X-Request-Id of the answer, for a support request.')),
};

/** The error body with one of these codes. */
export function problemSchema<const Code extends ApiErrorCode>(...codes: [Code, ...Code[]]) {
  const error = codes.length === 1 ? v.literal(codes[0]) : v.picklist(codes);
  return v.object({ error: error as v.GenericSchema<Code, Code>, ...problemEntries });
}

/** A 400's body: the same shape, and always the fields at fault. */
export const validationProblemSchema = v.object({
  error: v.literal('validation_failed'),
  ...problemEntries,
  fields: v.pipe(
    v.record(v.string(), v.string()),
    v.description('One message per failing field (the first), by field name.'),
  ),
});

/** An error body that may name fields (a conflict on one field, say). */
export function problemWithFieldsSchema<const Code extends ApiErrorCode>(code: Code) {
  return v.object({
    error: v.literal(code),
    ...problemEntries,
    fields: v.optional(v.record(v.string(), v.string())),
  });
}
