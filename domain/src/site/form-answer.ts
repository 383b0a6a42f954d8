// The contract of a form the server renders again after a native post (decision 0051): what
// the backend writes into the page state and what the browser's form controller accepts from it.
import * as v from 'valibot';

const formValue = v.union([v.string(), v.boolean()]);

/** A form the server renders again after a native post: every value kept, each field's message. */
export const formAnswerSchema = v.object({
  values: v.record(v.string(), formValue),
  errors: v.record(v.string(), v.string()),
  /** A message about the whole form (storage down, a key used for other details...). */
  notice: v.optional(v.object({ title: v.string(), description: v.string() })),
  /** The idempotency key for the next post of this form. */
  key: v.string(),
});

export type FormAnswer = v.InferOutput<typeof formAnswerSchema>;
