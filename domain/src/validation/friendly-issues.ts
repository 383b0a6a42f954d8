// What the API answers for a field whose schema gave no message of its own: valibot's default
// wording ('Invalid type: Expected ("a" | "b") but received 5') speaks of types and regexes, so
// each kind of issue gets a sentence a person can act on instead. Schemas that name their own
// message (every form field of spec section 5) keep it.
import * as v from 'valibot';
import type { FieldErrors } from './field-errors.ts';

/** valibot's own messages all read 'Invalid <what>: Expected ...' or 'Invalid <what>: Received ...'. */
const valibotWording = /^Invalid [\w ]+: (Expected|Received) /;

const typeWords: Readonly<Record<string, string>> = {
  string: 'Please send text here',
  number: 'Please send a number here',
  boolean: 'Please send true or false here',
  array: 'Please send a list here',
  object: 'Please send an object here',
  strict_object: 'Please send an object here',
  loose_object: 'Please send an object here',
  literal: 'This value is not allowed here',
};

/** `("a" | "b")` -> `a, b`. */
function choices(expected: string | null): string {
  return (expected ?? '')
    .replace(/^\(|\)$/g, '')
    .split(' | ')
    .map((choice) => choice.replace(/^"|"$/g, ''))
    .join(', ');
}

function friendly(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.input === undefined) return 'This field is required';
  switch (issue.type) {
    case 'picklist':
    case 'enum':
      return `Choose one of: ${choices(issue.expected)}`;
    case 'min_length':
    case 'non_empty':
      return `Use at least ${String(issue.requirement ?? 1)} characters`;
    case 'max_length':
      return `Please keep this under ${String(issue.requirement)} characters`;
    case 'min_value':
      return `Use ${String(issue.requirement)} or more`;
    case 'max_value':
      return `Use ${String(issue.requirement)} or less`;
    case 'email':
      return 'Please enter a valid email address';
    case 'uuid':
      return 'This is not a valid id';
    case 'integer':
      return 'Please send a whole number';
    default:
      return typeWords[issue.type] ?? 'This value is not in the expected form';
  }
}

/** The issue's own message, or a plain sentence where it is valibot's wording. */
export function friendlyMessage(issue: v.BaseIssue<unknown>): string {
  return valibotWording.test(issue.message) ? friendly(issue) : issue.message;
}

/** Field name -> its first message, every message in plain words (the API's 400). */
export function friendlyFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'body'] ??= friendlyMessage(issue);
  return errors;
}
