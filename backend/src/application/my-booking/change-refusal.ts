// Why a customer's change was refused, in the shape the HTTP adapter answers: a 400 naming the
// field, a 409 with the domain's sentence (the booking moved on, the 24-hour limit passed), or a
// 409 with the full days and the next dates that work (docs/decisions/0065 and 0091).
import type { SelfServiceRefusal, UnavailableAnswer } from '@dumpster/domain';

export type ChangeRefusal =
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'conflict'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly answer: UnavailableAnswer };

export function changeRefusalOf(refusal: SelfServiceRefusal): ChangeRefusal {
  if (refusal.refusal === 'invalid_dates' || refusal.refusal === 'invalid_reason') {
    return { kind: 'invalid', message: refusal.message, fields: { ...(refusal.fields ?? {}) } };
  }
  return { kind: 'conflict', message: refusal.message };
}
