// Reading an admin request the same way in every route: the validation answer, the signed-in
// session the guards left, a path parameter, and the query as the schemas read it.
import { fieldErrors } from '@dumpster/domain';
import type { Request, Response } from 'express';
import type * as v from 'valibot';
import { sendError } from '../api-error.ts';

export function invalid(res: Response, issues: readonly v.BaseIssue<unknown>[]): void {
  sendError(res, 400, 'validation_failed', { fields: fieldErrors(issues) });
}

export function session(req: Request) {
  const active = req.adminSession;
  if (!active) throw new Error('admin route reached without a session');
  return active;
}

export function param(req: Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** Query parameters as the schema reads them: only strings, a repeated one counts once. */
export function queryStrings(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}
