// A booking taken by staff (decision 0170): what the back office's new-booking page and a contact
// request's "Create booking" send (the staff booking schema) and what they get back: the booking's
// receipt and the details to read out or print, since a caller without an e-mail address gets no
// confirmation e-mail.
import * as v from 'valibot';
import { bookingReceiptSchema } from '../booking/booking-receipt.ts';

export const phoneOrderConfirmations = ['emailed', 'not_emailed'] as const;
export type PhoneOrderConfirmation = (typeof phoneOrderConfirmations)[number];

export const adminPhoneOrderAnswerSchema = v.object({
  receipt: bookingReceiptSchema,
  /** The details as stored, for the printed or read-out confirmation. */
  details: v.object({
    name: v.string(),
    phone: v.string(),
    /** '' when the caller gave none. */
    email: v.string(),
    address: v.string(),
    city: v.string(),
    state: v.string(),
    zipCode: v.string(),
    companyName: v.nullable(v.string()),
    jobNumber: v.nullable(v.string()),
    jobName: v.nullable(v.string()),
    specialInstructions: v.nullable(v.string()),
  }),
  /** Whether the customer's confirmation (with the My booking link) is on its way by e-mail. */
  confirmation: v.picklist(phoneOrderConfirmations),
  /** The contact request the booking was made from, or null. */
  contactRequestId: v.nullable(v.string()),
});
export type AdminPhoneOrderAnswer = v.InferOutput<typeof adminPhoneOrderAnswerSchema>;

/** What staff read out or see when no confirmation e-mail goes (decision 0170). */
export const phoneOrderConfirmationWords: Readonly<Record<PhoneOrderConfirmation, string>> = {
  emailed: 'The confirmation with the My booking link is on its way to the customer by e-mail.',
  not_emailed:
    'No e-mail address was given, so no confirmation e-mail is sent: read the reference and dates to the customer, or print this page for them.',
};
