// The texts about a booking (decision 0141), from "we got it" to "picked up". Each opens with
// the business's name, carries the opt-out line where decided, and fits in two segments whatever
// the customer typed (message-fitting.ts).
import { business } from '../business/business-facts.ts';
import { businessDateAt, businessTimeZone } from '../calendar/calendar-date.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { isGsm7Text } from './gsm-alphabet.ts';
import { toGsm7 } from './gsm-transliteration.ts';
import {
  fitWithinTwoSegments,
  maxTextLinkLength,
  type PersonalParts,
  type TextCustomer,
} from './message-fitting.ts';
import { countSmsSegments, type SmsSegmentCount } from './segments.ts';
import { sentences, sizeWords, textDate } from './text-sentences.ts';
import {
  firstTextTerms,
  type TextDeliveryWindow,
  textDeliveryWindowWords,
  textOptOutLine,
  textSender,
} from './text-wording.ts';

/** Where the driver is headed when tapping "On my way". */
export type DriverStopKind = 'delivery' | 'pickup' | 'swap';

export type BookingTextMessage =
  | {
      readonly kind: 'booking_received';
      readonly reference: string;
      readonly size: DumpsterSizeValue;
      readonly deliveryDate: string;
    }
  | {
      readonly kind: 'booking_confirmed';
      readonly size: DumpsterSizeValue;
      readonly deliveryDate: string;
      /** Null until the dispatcher sets it. */
      readonly window: TextDeliveryWindow | null;
    }
  | {
      readonly kind: 'delivery_reminder';
      readonly size: DumpsterSizeValue;
      readonly deliveryDate: string;
      readonly window: TextDeliveryWindow | null;
    }
  | { readonly kind: 'on_my_way'; readonly stop: DriverStopKind; readonly size: DumpsterSizeValue }
  | {
      readonly kind: 'delivered';
      readonly size: DumpsterSizeValue;
      readonly deliveredAt: Date;
      readonly pickupDate: string;
      readonly myBookingLink: string;
    }
  | { readonly kind: 'pickup_reminder'; readonly pickupDate: string }
  | {
      readonly kind: 'picked_up';
      /** The invoice's link once billing sends one; null before. */
      readonly invoiceLink: string | null;
    };

export type BookingTextKind = BookingTextMessage['kind'];

export const bookingTextKinds = [
  'booking_received',
  'booking_confirmed',
  'delivery_reminder',
  'on_my_way',
  'delivered',
  'pickup_reminder',
  'picked_up',
] as const satisfies readonly BookingTextKind[];

/** The texts that always end with "Reply STOP to opt out.": the first of a booking and the recurring reminders. */
export const textsWithOptOutLine: ReadonlySet<BookingTextKind> = new Set([
  'booking_received',
  'delivery_reminder',
  'pickup_reminder',
]);

export interface BookingTextContext {
  readonly customer: TextCustomer;
  /** True when this number has never had a text from us: the text then carries the full terms. */
  readonly firstTextToNumber: boolean;
}

export interface RenderedText {
  readonly body: string;
  readonly segments: SmsSegmentCount;
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** '9:42 AM', Florida time. */
function floridaTime(instant: Date): string {
  timeFormat ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: businessTimeZone,
  });
  return toGsm7(timeFormat.format(instant));
}

const at = (place: string | null) => (place ? ` at ${place}` : '');
const to = (place: string | null) => (place ? ` to ${place}` : '');
const from = (place: string | null) => (place ? ` from ${place}` : '');
/** After a date label ('Tue, Dec 1'), which holds a comma of its own. */
const atAfterDate = (place: string | null) => (place ? `, at ${place}` : '');
const windowWords = (window: TextDeliveryWindow | null) =>
  window ? `, ${textDeliveryWindowWords[window]}` : '';

function checkedLink(link: string): string {
  const plain = /^https?:\/\/\S+$/.test(link) && isGsm7Text(link);
  if (!plain || countSmsSegments(link).units > maxTextLinkLength) {
    // Septets, not characters: a '~' in a link counts twice.
    throw new RangeError(
      `A text's link must be an http(s) address of at most ${maxTextLinkLength} characters`,
    );
  }
  return link;
}

/** The message's sentences for the customer's parts (without the closing line). */
function wording(message: BookingTextMessage, { firstName, place }: PersonalParts): string {
  switch (message.kind) {
    case 'booking_received':
      return sentences(
        `Thanks${firstName ? `, ${firstName}` : ''}!`,
        `We got your booking ${message.reference}: a ${sizeWords(message.size)} for ${textDate(message.deliveryDate)}${at(place)}.`,
        "We'll text you once it's confirmed.",
      );
    case 'booking_confirmed':
      return sentences(
        `Your ${sizeWords(message.size)} is confirmed for ${textDate(message.deliveryDate)}${windowWords(message.window)}${atAfterDate(place)}.`,
        message.window ? null : "We'll tell you morning or afternoon the day before.",
        `Questions? Call ${business.phoneDisplay}.`,
      );
    case 'delivery_reminder':
      return sentences(
        `Reminder: your ${sizeWords(message.size)} arrives tomorrow, ${textDate(message.deliveryDate)}${windowWords(message.window)}${atAfterDate(place)}.`,
        'Please keep the driveway clear (no cars or trailers in the way).',
      );
    case 'on_my_way':
      if (message.stop === 'delivery') {
        return `Your driver is on the way with your ${sizeWords(message.size)}${to(place)}.`;
      }
      if (message.stop === 'pickup') return `Your driver is on the way to pick up your dumpster${at(place)}.`;
      return `Your driver is on the way${to(place)} to swap your full dumpster for an empty one.`;
    case 'delivered':
      return sentences(
        `Your ${sizeWords(message.size)} was delivered ${textDate(businessDateAt(message.deliveredAt))} at ${floridaTime(message.deliveredAt)}${to(place)}.`,
        `Pickup: ${textDate(message.pickupDate)}.`,
        `Photos and changes: ${checkedLink(message.myBookingLink)}`,
      );
    case 'pickup_reminder':
      return sentences(
        `Reminder: we pick up your dumpster tomorrow, ${textDate(message.pickupDate)}${atAfterDate(place)}.`,
        'Please keep the box reachable and free of prohibited items (tires, batteries, paint, appliances).',
      );
    case 'picked_up':
      return sentences(
        `We picked up your dumpster${from(place)}. Thank you for choosing ${business.shortName}!`,
        message.invoiceLink ? `Your invoice: ${checkedLink(message.invoiceLink)}` : null,
      );
  }
}

function closingLine(kind: BookingTextKind, firstTextToNumber: boolean): string | null {
  if (firstTextToNumber) return firstTextTerms;
  return textsWithOptOutLine.has(kind) ? textOptOutLine : null;
}

/** The text for a booking's event, ready to send. */
export function renderBookingText(message: BookingTextMessage, context: BookingTextContext): RenderedText {
  const closing = closingLine(message.kind, context.firstTextToNumber);
  const body = fitWithinTwoSegments(
    (parts) => sentences(textSender, wording(message, parts), closing),
    context.customer,
  );
  return { body, segments: countSmsSegments(body) };
}
