// The Idempotency-Key header (docs/decisions/0012): the key, the route and a hash of the
// validated request, so "the same body" means the same booking, whatever the key order.
import { hash } from 'node:crypto';
import type { Request } from 'express';
import type { IdempotencyClaim } from '../../application/ports/idempotency.ts';
import { ownProperty } from './own-property.ts';

export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The same value with every object's keys sorted, so its JSON text is canonical. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      ownProperty(sorted, key, canonical((value as Record<string, unknown>)[key]));
    }
    return sorted;
  }
  return value;
}

export function requestHash(request: unknown): string {
  return hash('sha256', JSON.stringify(canonical(request)), 'hex');
}

export type ClaimResult = { ok: true; claim: IdempotencyClaim | undefined } | { ok: false };

export function readClaim(req: Request, scope: string, request: unknown): ClaimResult {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return { ok: true, claim: undefined };
  if (!idempotencyKeyPattern.test(key)) return { ok: false };
  return { ok: true, claim: { scope, key, requestHash: requestHash(request) } };
}
