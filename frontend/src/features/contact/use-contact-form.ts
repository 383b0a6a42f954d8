// The contact form (spec sections 4, 5, 7 and 8) on the shared form controller: idle,
// submitting, then success (toast, reset, analytics) or failure (toast, console, values kept).
import {
  type ContactRequest,
  contactSchema,
  emptyContactForm,
  fieldErrors,
  formPosts,
  submissionNotices,
} from '@dumpster/domain';
import * as v from 'valibot';
import { trackContactFormSubmit } from '../../shared/analytics/analytics.ts';
import { useLazyApi } from '../../shared/api/use-lazy-api.ts';
import { useFormController, type Validation } from '../../shared/forms/use-form-controller.ts';

export type ContactFormValues = typeof emptyContactForm;
export type ContactField = keyof ContactFormValues;

export const contactToasts = submissionNotices.contact;

const loadContactApi = () => import('./contact-api.ts');

function validateContact(values: ContactFormValues): Validation<ContactRequest> {
  const result = v.safeParse(contactSchema, values);
  return result.success
    ? { ok: true, payload: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}

const initialValues = () => ({ ...emptyContactForm });

export function useContactForm() {
  const contactApi = useLazyApi(loadContactApi);
  return useFormController({
    id: 'contact',
    action: formPosts.contact.action,
    initialValues,
    validate: validateContact,
    send: async (message: ContactRequest, idempotencyKey) => {
      const [store, { sendContactRequest }] = await contactApi();
      return sendContactRequest(store, { message, idempotencyKey });
    },
    prepare: contactApi,
    toasts: contactToasts,
    onSuccess: (_answer, message) =>
      trackContactFormSubmit({ service: message.service, phone: message.phone, email: message.email }),
  });
}
