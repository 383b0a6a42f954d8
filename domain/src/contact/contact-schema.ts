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

export const contactServiceOptions = [
  { value: '10-yard', label: '10 Yard Dumpster Rental' },
  { value: '15-yard', label: '15 Yard Dumpster Rental' },
  { value: '20-yard', label: '20 Yard Dumpster Rental' },
  { value: 'residential-demo', label: 'Residential Demolition' },
  { value: 'commercial-demo', label: 'Commercial Demolition' },
  { value: 'selective-demo', label: 'Selective Demolition' },
  { value: 'full-structural-demo', label: 'Full Structural Demolition' },
  { value: 'other', label: 'Other Services' },
] as const;
export type ContactService = (typeof contactServiceOptions)[number]['value'];

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
