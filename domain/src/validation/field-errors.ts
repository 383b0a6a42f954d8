import * as v from 'valibot';

/** Field name -> the first message for that field, the shape the API and the forms share. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}
