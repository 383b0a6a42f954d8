// A 400 a handler gives itself, for a rule only the use case can judge (a page link that no
// longer holds, a password the policy refuses): the same answer as a schema's, naming the fields.
import { errorMessages } from '@dumpster/domain/api';

export function invalid(fields: Readonly<Record<string, string>>) {
  return {
    status: 400,
    body: { error: 'validation_failed', message: errorMessages.validation_failed, fields },
  } as const;
}
