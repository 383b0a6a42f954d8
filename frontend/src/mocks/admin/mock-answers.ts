// How the mock back office answers, as the server does: problems in the API's error shape, never
// cached, and request bodies and query issues read the same way by every handler.
import { adminRoutes, friendlyFieldErrors } from '@dumpster/domain';
import { HttpResponse } from 'msw';
import type * as v from 'valibot';
import { save } from './back-office-state.ts';

let counter = 0;
function requestId() {
  counter += 1;
  return `mock-admin-${counter}`;
}

export function problem(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { error, message, requestId: requestId(), ...extra },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

export function ok(body: unknown, status = 200) {
  save();
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export async function json(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The fields of a 400, in the server's words (friendlyFieldErrors: never valibot's own wording). */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  return friendlyFieldErrors(issues);
}

export function nextPage<T>(items: readonly T[], cursor: string | undefined, limit: number) {
  const start = cursor ? Number(atob(cursor)) || 0 : 0;
  const page = items.slice(start, start + limit);
  // base64url without padding, as the server's cursors are (the declared query refuses '=').
  const next = btoa(String(start + limit)).replace(/=+$/, '');
  return { page, nextCursor: start + limit < items.length ? next : null };
}

export const route = (name: keyof typeof adminRoutes) => `*${adminRoutes[name]}`;
