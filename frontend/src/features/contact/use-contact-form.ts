// The contact form's state and submit flow (spec sections 4, 5, 7 and 8): idle, submitting,
// then success (toast, reset, analytics) or failure (toast, console, values kept).
import { contactSchema, emptyContactForm, type FieldErrors, fieldErrors } from '@dumpster/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { trackContactFormSubmit } from '../../shared/analytics/analytics.ts';
import { useLazyApi } from '../../shared/api/use-lazy-api.ts';
import { focusFirstInvalid } from '../../shared/forms/focus-first-invalid.ts';
import { createIdempotencyKeys } from '../../shared/forms/idempotency-key.ts';
import { serverFieldErrors } from '../../shared/forms/server-field-errors.ts';
import { showToast } from '../../shared/ui/toast-queue.ts';

export type ContactFormValues = typeof emptyContactForm;
export type ContactField = keyof ContactFormValues;

export const contactToasts = {
  success: {
    title: 'Message sent!',
    description: 'Thank you for your message. We will get back to you shortly.',
  },
  failure: {
    title: 'Something went wrong',
    description: "Your message couldn't be sent. Please try again.",
  },
} as const;

const loadContactApi = () => import('./contact-api.ts');

function validate(values: ContactFormValues): FieldErrors {
  const result = v.safeParse(contactSchema, values);
  return result.success ? {} : fieldErrors(result.issues);
}

export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const contactApi = useLazyApi(loadContactApi);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);

  const clientErrors = useMemo(() => (validateOnChange ? validate(values) : {}), [validateOnChange, values]);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  const setField = useCallback(
    <K extends ContactField>(field: K, value: ContactFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      });
      // The visitor has started: fetch the code that sends the form (a failure shows on submit).
      contactApi().catch(() => {});
    },
    [contactApi],
  );

  async function submit() {
    if (inFlight.current) return;
    setValidateOnChange(true);
    const result = v.safeParse(contactSchema, values);
    if (!result.success) {
      setServerErrors({});
      const invalid = Object.keys(fieldErrors(result.issues));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, invalid));
      return;
    }
    const message = result.output;
    const idempotencyKey = keys.keyFor(message);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const [store, { sendContactRequest }] = await contactApi();
      await sendContactRequest(store, { message, idempotencyKey });
      keys.finish();
      showToast({ ...contactToasts.success, variant: 'success' });
      setValues(emptyContactForm);
      setValidateOnChange(false);
      setServerErrors({});
      trackContactFormSubmit({ service: message.service, phone: message.phone, email: message.email });
    } catch (error) {
      console.error(error);
      showToast({ ...contactToasts.failure, variant: 'destructive' });
      const fromServer = serverFieldErrors(error);
      setServerErrors(fromServer);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(fromServer)));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { formRef, values, errors, isSubmitting, setField, submit };
}
