// A staff password: at least 12 characters (OWASP ASVS 2.1.1), at most 128, and not on the
// common-password list the server ships (checked there; the list is too large for the browser).
import * as v from 'valibot';

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export const passwordMessages = {
  tooShort: `Use at least ${passwordMinLength} characters`,
  tooLong: `Use at most ${passwordMaxLength} characters`,
  common: 'This password is on a list of commonly used passwords; choose another',
} as const;

export const newPasswordField = v.pipe(
  v.string(passwordMessages.tooShort),
  v.minLength(passwordMinLength, passwordMessages.tooShort),
  v.maxLength(passwordMaxLength, passwordMessages.tooLong),
);
