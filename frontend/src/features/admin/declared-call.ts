// A back-office call made from its route declaration (domain/src/api, decision 0100): the path
// filled from the arguments' params, the query string from the query schema's own fields (in their
// order, empty ones left out), the JSON body, and the session's CSRF token on a state change of a
// session route (decision 0077). admin-api.ts builds every RTK Query endpoint with it, so an
// endpoint's argument and answer types are the declaration's.
import { adminCsrfHeader } from '@dumpster/domain';
import {
  changesState,
  fillPath,
  type RouteDeclaration,
  type RouteRequest,
  type SuccessOf,
} from '@dumpster/domain/api';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error.ts';

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;
type QueryApi = Parameters<BaseQuery>[1];

/** The field names of a query's object schema (a piped object schema keeps them on its first item). */
function queryFields(schema: unknown): string[] {
  const withEntries = schema as { entries?: object; pipe?: readonly { entries?: object }[] } | undefined;
  return Object.keys(withEntries?.entries ?? withEntries?.pipe?.[0]?.entries ?? {});
}

/** The fetch arguments of one request of a declared route. */
export function declaredFetchArgs<Route extends RouteDeclaration>(
  route: Route,
  request: RouteRequest<Route>,
): FetchArgs {
  const parts = request as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    idempotencyKey?: string;
  };
  const search = new URLSearchParams();
  const query = parts.query ?? {};
  for (const field of queryFields(route.request?.query)) {
    const value = query[field];
    if (value !== undefined && value !== null && value !== '') search.set(field, String(value));
  }
  const text = search.toString();
  return {
    url: fillPath(route.path, parts.params ?? {}) + (text ? `?${text}` : ''),
    method: route.method.toUpperCase(),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    ...(parts.idempotencyKey ? { headers: { 'Idempotency-Key': parts.idempotencyKey } } : {}),
  };
}

/** Whether a call carries the session's CSRF token: a state change of a route a session opens. */
export function sendsCsrfToken(route: RouteDeclaration): boolean {
  return route.access.kind === 'session' && changesState(route.method);
}

/**
 * An RTK Query `queryFn` for a declared route: `toRequest` turns the endpoint's argument (the
 * shape the screens pass) into the route's request; `csrfToken` reads the session's token.
 */
export function declaredCall<Route extends RouteDeclaration, Arg>(
  route: Route,
  toRequest: (arg: Arg) => RouteRequest<Route>,
  csrfToken: (api: QueryApi) => string,
) {
  const csrf = sendsCsrfToken(route);
  return async (
    arg: Arg,
    api: QueryApi,
    extra: Parameters<BaseQuery>[2],
    baseQuery: BaseQuery,
  ): Promise<{ data: SuccessOf<Route> } | { error: ApiError }> => {
    const args = declaredFetchArgs(route, toRequest(arg));
    const sent = csrf
      ? {
          ...args,
          headers: { ...(args.headers as Record<string, string>), [adminCsrfHeader]: csrfToken(api) },
        }
      : args;
    const result = await baseQuery(sent, api, extra ?? {});
    return result.error ? { error: result.error } : { data: result.data as SuccessOf<Route> };
  };
}
