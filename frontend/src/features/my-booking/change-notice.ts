// What the page shows when the server refused a change (decision 0050's form notice): the 409's
// own sentence (the booking moved on, the 24-hour limit passed, a day is full) with the dates it
// suggests, or the link that no longer opens the booking. The visitor's choice stays in the form.
import { business } from '@dumpster/domain';
import type { FormNotice } from '../../shared/forms/use-form-controller.ts';

export interface SuggestedDates {
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
}

export function changeNotice(error: unknown): FormNotice | undefined {
  const body = bodyOf(error);
  const status = statusOf(error);
  if (status === 404)
    return {
      title: 'This link no longer opens your booking',
      description: `It may have expired or been replaced by a newer one. Please call us at ${business.phoneDisplay}.`,
    };
  if (status !== 409 || typeof body?.message !== 'string') return undefined;
  const next = body.nextAvailable as SuggestedDates | null | undefined;
  return {
    title: 'We could not make this change',
    description: body.message,
    ...(next && typeof next.pickupDate === 'string' ? { details: next } : {}),
  };
}

/** Whether the refusal says to call (the 24-hour limit, a status that takes no more changes). */
export function saysToCall(notice: FormNotice | undefined): boolean {
  return notice?.description.includes(business.phoneDisplay) ?? false;
}
