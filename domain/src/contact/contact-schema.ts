// The contact form (spec sections 3 and 5).
import * as v from 'valibot';
import {
  emailField,
  messages,
  nameField,
  optionalText,
  phoneField,
  smsOptInField,
} from '../validation/common-fields.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { type ContactService, contactServiceOptions } from './contact-services.ts';

const serviceValues = contactServiceOptions.map((option) => option.value) as [
  ContactService,
  ...ContactService[],
];

export const contactSchema = v.object(
  {
    name: nameField,
    phone: phoneField,
    email: emailField,
    service: v.picklist(serviceValues, messages.service),
    /** Optional; the empty string when left out (the reading of decision 0004). */
    message: optionalText(5000),
    smsOptIn: smsOptInField,
  },
  missingFieldMessage(messages),
);

export type ContactRequestInput = v.InferInput<typeof contactSchema>;
export type ContactRequest = v.InferOutput<typeof contactSchema>;

/** The form's starting values: text fields empty, no SMS consent (section 3). */
export const emptyContactForm = {
  name: '',
  phone: '',
  email: '',
  service: '',
  message: '',
  smsOptIn: false,
};

export function contactServiceLabel(value: string): string | undefined {
  return contactServiceOptions.find((option) => option.value === value)?.label;
}
