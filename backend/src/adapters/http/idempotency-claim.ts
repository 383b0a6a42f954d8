// The Idempotency-Key header (docs/decisions/0012): the key, the route and a hash of the
// validated request, so "the same body" means the same booking, whatever the key order.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { IdempotencyClaim } from '../../application/ports/idempotency.ts';

export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
const keyPattern = /^[\x21-\x7e]{1,255}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

export type ClaimResult = { ok: true; claim: IdempotencyClaim | undefined } | { ok: false };

export function readClaim(req: Request, scope: string, request: unknown): ClaimResult {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return { ok: true, claim: undefined };
  if (!keyPattern.test(key)) return { ok: false };
  return { ok: true, claim: { scope, key, requestHash: requestHash(request) } };
}
