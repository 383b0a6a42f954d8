// Fields the contact and booking forms share, with the messages of spec section 5.
import * as v from 'valibot';

export const messages = {
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
} as const;

/** A required text field: trimmed, at least `min` characters, at most `max`. */
export function requiredText(min: number, max: number, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `Please keep this under ${max} characters`),
  );
}

export function optionalText(max: number) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Please keep this under ${max} characters`)),
    '',
  );
}

export const nameField = requiredText(2, 100, messages.name);

/** At least 10 characters (section 5) made only of phone characters and holding 10+ digits. */
export const phoneField = v.pipe(
  v.string(messages.phone),
  v.trim(),
  v.minLength(10, messages.phone),
  v.maxLength(30, messages.phone),
  v.regex(/^[0-9+().\-\s]+$/, messages.phone),
  v.check((value) => value.replace(/\D/g, '').length >= 10, messages.phone),
);

export const emailField = v.pipe(
  v.string(messages.email),
  v.trim(),
  v.nonEmpty(messages.email),
  v.maxLength(254, messages.email),
  v.email(messages.email),
);

/** An e-mail address that may be left blank (a phone order, decision 0170): '' or an address. */
export const optionalEmailField = v.optional(v.union([v.literal(''), emailField], messages.email), '');

export const smsOptInField = v.optional(v.boolean('SMS consent must be true or false'), false);
