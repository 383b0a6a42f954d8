// Comparing a token a request sent with the one expected, in time that does not depend on where
// they differ (the CSRF check, docs/decisions/0077).
import { timingSafeEqual } from 'node:crypto';

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
