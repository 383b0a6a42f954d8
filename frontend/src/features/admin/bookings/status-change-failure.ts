// The sentence shown when a status change fails. A 409 carries the domain's own sentence
// (decideTransition: "A delivered booking cannot be marked Confirmed; it can be marked Picked up.").
import type { AdminStatusConflict } from '@dumpster/domain';
import { isApiError } from '../admin-store.tsx';

export function statusChangeFailure(error: unknown): string {
  if (!isApiError(error)) return 'The status could not be changed.';
  const data = error.data as (Partial<AdminStatusConflict> & { message?: unknown }) | undefined;
  if (typeof data?.message === 'string' && data.message !== '') return data.message;
  if (typeof error.status !== 'number') return 'The server could not be reached; the status is unchanged.';
  return `The status could not be changed (${error.message}).`;
}
