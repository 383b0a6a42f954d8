// Shared by the booking and contact forms (decision 0028).
// A 400 from the API names the fields it refused ({ error: 'validation_failed', fields }); the
// form shows those messages under the fields, like its own.
import type { FieldErrors } from '@dumpster/domain';

export function serverFieldErrors(error: unknown): FieldErrors {
  if (!error || typeof error !== 'object') return {};
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 400 || !data || typeof data !== 'object') return {};
  const fields = (data as { fields?: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
