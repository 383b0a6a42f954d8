// Why a booking is cancelled: staff must say why (decision 0081); a customer cancelling
// online may. One rule and one message for the admin API, the back office form and the
// customer's cancel request.
import * as v from 'valibot';

export const cancellationReasonMaxLength = 500;

export const cancellationReasonMessages = {
  required: 'Please give a reason for the cancellation',
  tooLong: `Please keep the reason under ${cancellationReasonMaxLength} characters`,
  notText: 'The reason must be text',
} as const;

/** The reason as a person typed it: trimmed, at most 500 characters, possibly empty. */
export const cancellationReasonField = v.pipe(
  v.string(cancellationReasonMessages.notText),
  v.trim(),
  v.maxLength(cancellationReasonMaxLength, cancellationReasonMessages.tooLong),
);

/**
 * The reason trimmed, or the message saying what is wrong with it. `required` is true for staff
 * (a cancellation without a reason is refused) and false for a customer (an empty reason is null).
 */
export function checkCancellationReason(
  reason: string | null | undefined,
  { required }: { required: boolean },
): { ok: true; reason: string | null } | { ok: false; message: string } {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length > cancellationReasonMaxLength)
    return { ok: false, message: cancellationReasonMessages.tooLong };
  if (trimmed.length === 0)
    return required
      ? { ok: false, message: cancellationReasonMessages.required }
      : { ok: true, reason: null };
  return { ok: true, reason: trimmed };
}
