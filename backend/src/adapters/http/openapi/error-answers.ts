// The documented error answers: every failure has the one shape of api-error.ts, and each status
// its own `error` code, so the document says exactly which code comes with which status.
import { unavailableAnswerSchema } from '@dumpster/domain';
import * as v from 'valibot';
import { type ApiErrorCode, errorMessages } from '../api-error.ts';
import type { ApiAnswer } from './api-operation.ts';

const errorEntries = {
  message: v.pipe(v.string(), v.description('A sentence a person can read.')),
  requestId: v.pipe(v.string(), v.description('The X-Request-Id of the answer, for a support request.')),
};

function errorAnswer(code: ApiErrorCode, description: string): ApiAnswer {
  return { description, body: v.object({ error: v.literal(code), ...errorEntries }) };
}

/** A 400: the same shape, and always the fields at fault. */
function validationAnswer(description: string): ApiAnswer {
  const fields = v.pipe(
    v.record(v.string(), v.string()),
    v.description('One message per failing field (the first), by field name.'),
  );
  return { description, body: v.object({ error: v.literal('validation_failed'), ...errorEntries, fields }) };
}

export const errorAnswers = {
  validationFailed: validationAnswer(
    `A field fails its rule (\`fields\` names each), the body is not JSON (\`fields.body\`: "${errorMessages.malformed_json}") or the Idempotency-Key is malformed (\`fields.idempotencyKey\`).`,
  ),
  crossSiteRefused: errorAnswer(
    'cross_site_refused',
    'A browser marked the request as sent from another site: `Sec-Fetch-Site` other than `same-origin`, or, ' +
      'without it, an `Origin` other than this site (decision 0120). A client sending neither header is not refused.',
  ),
  payloadTooLarge: errorAnswer('payload_too_large', 'The body is over 32 KB.'),
  unsupportedMediaType: errorAnswer(
    'unsupported_media_type',
    'The body is not `application/json` (a missing Content-Type included), or its charset or encoding is not supported.',
  ),
  idempotencyKeyReused: errorAnswer(
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different request; nothing was stored.',
  ),
  rateLimited: {
    ...errorAnswer(
      'rate_limited',
      'More than RATE_LIMIT_MAX (10) POSTs per minute from one address on this route.',
    ),
    headers: {
      RateLimit: 'The IETF draft-8 header: remaining requests and seconds to the reset.',
      'RateLimit-Policy': 'The IETF draft-8 header: the quota and the window.',
    },
  },
  serviceUnavailable: errorAnswer(
    'service_unavailable',
    'The database cannot be reached within about a second; nothing was stored.',
  ),
  internalError: errorAnswer('internal_error', 'Anything unexpected; logged with the requestId.'),
  datesUnavailable: {
    description:
      'Every unit of the size is booked on at least one day from delivery through pickup; nothing was stored, ' +
      'not even the Idempotency-Key (the same request may succeed later). `unavailableDates` lists the full days; ' +
      '`nextAvailable` is the first rental of the same length from the requested delivery date on that the ' +
      'fleet allows within the booking window, or null; `message` says both in a sentence.',
    body: v.object({ ...unavailableAnswerSchema.entries, requestId: errorEntries.requestId }),
  },
} satisfies Record<string, ApiAnswer>;

/** The failures every JSON submission (a POST with a body) can answer with. */
export const submissionErrorAnswers = {
  400: errorAnswers.validationFailed,
  403: errorAnswers.crossSiteRefused,
  413: errorAnswers.payloadTooLarge,
  415: errorAnswers.unsupportedMediaType,
  422: errorAnswers.idempotencyKeyReused,
  429: errorAnswers.rateLimited,
  500: errorAnswers.internalError,
  503: errorAnswers.serviceUnavailable,
} satisfies Record<number, ApiAnswer>;
