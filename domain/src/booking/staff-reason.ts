// Why a staff member did something the rules keep for exceptions: a date change inside the
// customer's 24-hour limit, an undo by the owner after the author's 15 minutes (decisions 0176,
// 0178). Trimmed, required, at most 500 characters; it goes into the booking's history as typed.
import * as v from 'valibot';

export const staffReasonMaxLength = 500;

export const staffReasonMessages = {
  required: 'Please say why (it is kept in the booking’s history)',
  tooLong: `Please keep the reason under ${staffReasonMaxLength} characters`,
  notText: 'The reason must be text',
} as const;

/** The reason as typed: trimmed, possibly empty (whether it is needed is the decision's call). */
export const staffReasonField = v.optional(
  v.pipe(
    v.string(staffReasonMessages.notText),
    v.trim(),
    v.maxLength(staffReasonMaxLength, staffReasonMessages.tooLong),
  ),
  '',
);

/** The reason, or null when none was given. */
export function givenReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
