// The standard refusals of a route, derived from its declaration (decision 0100): who may call it
// (`access`), whether it changes state (`method`), what it takes (`request`) and whether it is
// counted (`rateLimit`). The server's guards give exactly these answers, the OpenAPI document
// lists them, and the authorization matrix test expects them; a route never writes them again.
import * as v from 'valibot';
import { staffRoles } from '../admin/admin-session.ts';
import { business } from '../business/business-facts.ts';
import { errorMessages, problemEntries, problemSchema, validationProblemSchema } from './api-errors.ts';
import { type AnswerDeclaration, changesState, type RouteDeclaration } from './route-declaration.ts';

export const linkNotValidMessage = `This link is not valid. It may have expired or been replaced by a newer one. Please call us at ${business.phoneDisplay}.`;

export const derivedAnswers = {
  validationFailed: {
    description: `A field fails its rule (\`fields\` names each), the body is not JSON (\`fields.body\`: "${errorMessages.malformed_json}") or the Idempotency-Key is malformed (\`fields.idempotencyKey\`).`,
    body: validationProblemSchema,
  },
  payloadTooLarge: { description: 'The body is over 32 KB.', body: problemSchema('payload_too_large') },
  unsupportedMediaType: {
    description:
      'The body is not `application/json` (a missing Content-Type included), or its charset or encoding is not supported.',
    body: problemSchema('unsupported_media_type'),
  },
  idempotencyKeyReused: {
    description: 'This Idempotency-Key was already used with a different request; nothing was stored.',
    body: problemSchema('idempotency_key_reused'),
  },
  notSignedIn: {
    description: `No live session (none, ended, expired, or its account disabled): "${errorMessages.not_signed_in}"`,
    body: problemSchema('not_signed_in'),
  },
  linkNotValid: {
    description:
      'The token opens no booking: missing, malformed, unknown, wrong, expired (30 days after pickup) or revoked ' +
      `are one answer, found the same way. The message: "${linkNotValidMessage}"`,
    body: v.object({
      error: v.literal('not_found'),
      message: v.literal(linkNotValidMessage),
      requestId: problemEntries.requestId,
    }),
  },
  /** A provider's webhook posts a form (decision 0155): its body refusals say so. */
  formValidationFailed: {
    description: 'A field of the form fails its rule (`fields` names each).',
    body: validationProblemSchema,
  },
  formUnsupportedMediaType: {
    description: 'The body is not `application/x-www-form-urlencoded`, or its charset is not supported.',
    body: problemSchema('unsupported_media_type'),
  },
  signatureRefused: {
    description: 'The request does not carry a valid signature of the provider.',
    body: problemSchema('forbidden'),
  },
} satisfies Record<string, AnswerDeclaration>;

const rateLimitHeaders = {
  RateLimit: 'The IETF draft-8 header: remaining requests and seconds to the reset.',
  'RateLimit-Policy': 'The IETF draft-8 header: the quota and the window.',
};

/** Whether the route's roles leave out some role: then a signed-in caller can be refused (403). */
export function excludesSomeRole(route: RouteDeclaration): boolean {
  const { access } = route;
  return access.kind === 'session' && staffRoles.some((role) => !access.roles.includes(role));
}

function forbidden(route: RouteDeclaration): AnswerDeclaration | undefined {
  const { access } = route;
  const state = changesState(route.method);
  if (access.kind === 'webhook') return derivedAnswers.signatureRefused;
  // Every state change, whoever may make it, only from this site's own pages (decision 0120).
  if (access.kind !== 'session')
    return state
      ? {
          description:
            'A browser marked the request as sent from another site: `Sec-Fetch-Site` other than `same-origin`, ' +
            'or, without it, an `Origin` other than this site (decision 0120). A client sending neither header is not refused.',
          body: problemSchema('cross_site_refused'),
        }
      : undefined;
  if (access.kind !== 'session') return undefined;
  const roles = access.roles.join(' or ');
  const wrongRole = excludesSomeRole(route);
  if (state)
    return {
      description: wrongRole
        ? `A role other than ${roles}, or a state change sent cross-site or without the session’s X-CSRF-Token.`
        : 'A state change sent cross-site, or without the session’s X-CSRF-Token.',
      body: wrongRole
        ? problemSchema('forbidden', 'cross_site_refused')
        : problemSchema('cross_site_refused'),
    };
  return wrongRole
    ? { description: `A role other than ${roles}.`, body: problemSchema('forbidden') }
    : undefined;
}

function rateLimited(route: RouteDeclaration): AnswerDeclaration | undefined {
  if (!route.rateLimit) return undefined;
  const description =
    route.rateLimit.counts === 'refusals'
      ? 'More than RATE_LIMIT_MAX (10) refused requests (an answer of 400 or more) per minute from one address; ' +
        'answers that open a booking do not count.'
      : `More than RATE_LIMIT_MAX (10) ${route.method.toUpperCase()}s per minute from one address on this route.`;
  return { description, body: problemSchema('rate_limited'), headers: rateLimitHeaders };
}

/** The refusals derived from the declaration, by status. */
export function derivedAnswersOf(route: RouteDeclaration): Record<number, AnswerDeclaration> {
  const answers: Record<number, AnswerDeclaration> = {};
  const request = route.request ?? {};
  const form = route.access.kind === 'webhook';
  if (request.params || request.query || request.body || request.idempotency)
    answers[400] = form ? derivedAnswers.formValidationFailed : derivedAnswers.validationFailed;
  if (route.access.kind === 'session') answers[401] = derivedAnswers.notSignedIn;
  const refused = forbidden(route);
  if (refused) answers[403] = refused;
  if (route.access.kind === 'customer-link') answers[404] = derivedAnswers.linkNotValid;
  if (request.body) {
    answers[413] = derivedAnswers.payloadTooLarge;
    answers[415] = form ? derivedAnswers.formUnsupportedMediaType : derivedAnswers.unsupportedMediaType;
  }
  if (request.idempotency) answers[422] = derivedAnswers.idempotencyKeyReused;
  const limited = rateLimited(route);
  if (limited) answers[429] = limited;
  return answers;
}

/** Every answer of the route: the derived refusals, then its own (which win on the same status). */
export function answersOf(route: RouteDeclaration): Readonly<Record<number, AnswerDeclaration>> {
  return { ...derivedAnswersOf(route), ...route.answers };
}

/** What a route that reaches the database may also answer; a route lists these where it does. */
export const serverFailureAnswers = {
  500: {
    description: 'Anything unexpected; logged with the requestId.',
    body: problemSchema('internal_error'),
  },
  503: {
    description: 'The database cannot be reached within about a second; nothing was stored.',
    body: problemSchema('service_unavailable'),
  },
} satisfies Record<number, AnswerDeclaration>;

/** The header an idempotent POST's replayed answer carries. */
export const replayedHeader = {
  'Idempotent-Replayed': '`true` when this is the stored answer to an earlier request.',
};
