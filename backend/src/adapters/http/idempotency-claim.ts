// The Idempotency-Key header (docs/decisions/0012): the key, the route and a hash of the
// validated request, so "the same body" means the same booking, whatever the key order.
import { hash } from 'node:crypto';
import type { Request } from 'express';
import type { IdempotencyClaim } from '../../application/ports/idempotency.ts';
import { copyTree } from './value-tree.ts';

export { idempotencyKeyMessage } from '@dumpster/domain/api';
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

const unchanged = (value: unknown) => value;
const sortedKeys = (object: Record<string, unknown>) => Object.keys(object).sort();

/**
 * A hash of the request with every object's keys sorted, so its JSON text is canonical. The
 * request is a validated one, never deeper than the body's nesting limit: JSON.stringify itself
 * recurses (V8 gives up near 10,000 levels).
 */
export function requestHash(request: unknown): string {
  return hash('sha256', JSON.stringify(copyTree(request, unchanged, sortedKeys)), 'hex');
}

export type ClaimResult = { ok: true; claim: IdempotencyClaim | undefined } | { ok: false };

export function readClaim(req: Request, scope: string, request: unknown): ClaimResult {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return { ok: true, claim: undefined };
  if (!idempotencyKeyPattern.test(key)) return { ok: false };
  return { ok: true, claim: { scope, key, requestHash: requestHash(request) } };
}
