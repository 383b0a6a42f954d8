// One declaration per HTTP route (docs/architecture.md "How to add a route", decision 0100): its
// name (the OpenAPI operationId), method and path, who may call it, what it takes, and every
// answer it gives by status. From this one value come the server's mounting (access guard, body
// reading, parsing), the OpenAPI document, the authorization matrix test, the back office's typed
// client and the check of the browser mocks. The standard refusals (401, 403, 400, 413, 415, 422,
// 429, the link that opens nothing) are derived from `access`, `method`, `request` and
// `rateLimit` by derived-answers.ts, never written again per route.
import type * as v from 'valibot';
import type { StaffRole } from '../admin/admin-session.ts';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Any valibot schema (the request's parts and the answers' bodies). */
export type AnySchema = v.GenericSchema;

/** Who may call a route; the server's guard, the document's refusals and the matrix test read it. */
export type RouteAccess =
  /** Anyone, from anywhere (the public forms' API, the calendar, health). */
  | { readonly kind: 'public' }
  /** Anyone, but a state change only from this site's own pages (the back office's sign-in). */
  | { readonly kind: 'public-same-site' }
  /**
   * The customer's My booking link: its token in `Authorization: Bearer`. Every token that opens
   * nothing gets one 404 after the same lookup (decision 0090), so nothing is refused before it.
   */
  | { readonly kind: 'customer-link' }
  /**
   * A signed-in staff session whose role is one of `roles`; a state change also needs this
   * site's own page and the session's CSRF token (decisions 0076, 0077, 0079).
   */
  | { readonly kind: 'session'; readonly roles: readonly StaffRole[] }
  /**
   * A provider's webhook (a text-message provider's inbound messages, say): the request must carry
   * the provider's signature, checked by the signature rule of that name the server is given.
   */
  | { readonly kind: 'webhook'; readonly signature: string };

/** The access values routes use; a new role is one more entry of staffRoles (admin-session.ts). */
export const access = {
  public: { kind: 'public' },
  publicSameSite: { kind: 'public-same-site' },
  customerLink: { kind: 'customer-link' },
  /** A signed-in session with one of these roles. */
  signedIn: <const Roles extends readonly StaffRole[]>(...roles: Roles) =>
    ({ kind: 'session', roles }) as const,
  webhook: <const Name extends string>(signature: Name) => ({ kind: 'webhook', signature }) as const,
} as const;

export interface AnswerDeclaration {
  readonly description: string;
  /** The JSON body's schema; none for an answer without a body (204) or a streamed one. */
  readonly body?: AnySchema;
  /** A body that is not JSON (the CSV export): the handler streams it (the escape hatch). */
  readonly contentType?: string;
  /** Response headers worth naming, each with what it says. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A body schema, or one made for the business's day (Florida's today, and the instant and the
 * calendar for the noon cut-off and the closed days, decision 0166): the date rules of a booking
 * move with the day, so the server builds the schema per day and the document uses any day.
 */
export type BodyDeclaration = AnySchema | ((day: BusinessDay) => AnySchema);

export interface RequestDeclaration {
  /** The path parameters' object schema; without it each `:name` of the path is a string. */
  readonly params?: AnySchema;
  /** The query's object schema, each entry one parameter (query values arrive as strings). */
  readonly query?: AnySchema;
  /** The JSON body. */
  readonly body?: BodyDeclaration;
  readonly bodyDescription?: string;
  /**
   * Takes the optional Idempotency-Key header (docs/api.md, decision 0012); `scope` is the name
   * its replies are stored under, `keyMaxLength` a shorter limit than the header's own.
   */
  readonly idempotency?: { readonly scope: string; readonly keyMaxLength?: number };
}

export interface RouteDeclaration {
  /** Unique; the OpenAPI operationId and the handler's key. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Express-style: `/api/admin/bookings/:id`. */
  readonly path: string;
  readonly access: RouteAccess;
  readonly summary: string;
  readonly description?: string;
  /** The document's group. */
  readonly tag: string;
  readonly request?: RequestDeclaration;
  /**
   * Counted per address in the shared counter (decision 0013): every request, or only refused
   * ones (an answer of 400 or more: guessing, decision 0090). A 429 is derived from it.
   */
  readonly rateLimit?: { readonly scope: string; readonly counts: 'every-request' | 'refusals' };
  /** The answers the handler gives, by status; the derived refusals are added to these. */
  readonly answers: Readonly<Record<number, AnswerDeclaration>>;
}

/** Declares a route, keeping every literal (name, path, statuses) for the types that read it. */
export function declareRoute<const Route extends RouteDeclaration>(route: Route): Route {
  return route;
}

/** Whether a method changes state (and so needs a same-site request and the CSRF token). */
export function changesState(method: HttpMethod): boolean {
  return method !== 'get';
}

/** The `:name` parameters of an Express-style path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

/** Fills a path's `:name` parameters, encoded; a missing one throws. */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing :${name}`);
    return encodeURIComponent(value);
  });
}

/** The body schema for a business day (the document and the client use any day). */
export function bodySchemaFor(body: BodyDeclaration, day: BusinessDay): AnySchema {
  return typeof body === 'function' ? body(day) : body;
}
