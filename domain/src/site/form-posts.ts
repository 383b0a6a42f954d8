// The public forms posted natively, without JavaScript (decision 0051): where each
// form posts, where a success redirects, and the names the page and the server share. The
// browser renders these forms and the server reads their posts, so the names live here, once.
// No valibot here: every page's entry reads the page state's element id from this module.
/** The hidden field that carries a native post's idempotency key (a fresh one per page view). */
export const formKeyField = 'idempotencyKey';

/** The element of an answer page that holds its state as JSON (read before hydration). */
export const pageStateElementId = 'page-state';

export interface FormPost {
  /** Where the form posts, and the page the server renders again when the post fails. */
  readonly path: string;
  /** The form's action: its path, with the fragment the answer page scrolls to. */
  readonly action: string;
  /** Where a stored submission redirects (303), its idempotency key in the query. */
  readonly confirmationPath: string;
}

export const formPosts = {
  booking: {
    path: '/book',
    action: '/book',
    confirmationPath: '/book/confirmed',
  },
  contact: {
    path: '/',
    action: '/#contact',
    confirmationPath: '/contact/sent',
  },
} as const satisfies Record<string, FormPost>;

export type FormName = keyof typeof formPosts;

/** The page state entry of a form the server rendered again with its values and messages. */
export function formStateKey(form: string): string {
  return `form:${form}`;
}

/** The page state entry of a booking confirmation: the booking's receipt. */
export const bookingConfirmationStateKey = 'booking-confirmation';

/** The query parameter of a confirmation page: the idempotency key the submission was stored under. */
export const confirmationKeyParam = 'key';

type PostedField = string | readonly string[] | undefined;

/**
 * A form's values from its urlencoded post, shaped like its empty values: text as the first
 * value sent (or '' when the field was not sent), a checkbox true when it was sent ticked.
 * Unknown fields are ignored; nothing here judges the values, the form's schema does.
 */
export function postedFormValues<Values extends Record<string, string | boolean>>(
  empty: Values,
  posted: Readonly<Record<string, PostedField>>,
): Values {
  const values: Record<string, string | boolean> = {};
  for (const [name, emptyValue] of Object.entries(empty)) {
    const sent = Object.hasOwn(posted, name) ? posted[name] : undefined;
    const first = typeof sent === 'string' ? sent : sent?.[0];
    values[name] = typeof emptyValue === 'boolean' ? first !== undefined && first !== 'false' : (first ?? '');
  }
  return values as Values;
}
