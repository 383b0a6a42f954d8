// To the customer, for every stored booking: what they booked, what it costs (the frozen quote),
// what happens next, who to call, and what may not go in the dumpster; the dates as a calendar file.
import {
  business,
  citySlug,
  defaultPriceList,
  mailSubjects,
  policies,
  prohibitedItems,
  publishedPricesForBooking,
} from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { dateLabel, quoteRows, rentalRows, signOff, sizeLabel } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function bookingConfirmation(booking: Booking, manageUrl: string | null): MailDraft {
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.bookingConfirmation(booking),
    document: {
      title: `Thanks, ${booking.name}: we have your booking`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Your ${sizeLabel(booking)} is booked for delivery on ${dateLabel(booking.deliveryDate)} and pickup on ${dateLabel(booking.pickupDate)}. Keep this e-mail: your booking reference is ${booking.reference}.`,
        },
        ...(manageUrl
          ? [{ kind: 'link', label: 'See or change your booking', url: manageUrl } as const]
          : []),
        { kind: 'heading', text: 'Your rental' },
        { kind: 'facts', rows: rentalRows(booking) },
        { kind: 'heading', text: 'Your price' },
        { kind: 'facts', rows: quoteRows(booking) },
        {
          kind: 'paragraph',
          text: 'This is the price you were quoted, and it is the price you pay: no hidden fees.',
        },
        ...publishedChargeBlocks(booking),
        { kind: 'heading', text: 'What happens next' },
        {
          kind: 'list',
          items: [
            `We call you at ${booking.phone} before the delivery day to confirm the time and where the dumpster should go.`,
            'Keep the spot clear on the delivery day, with room for the truck to reach it.',
            `If the dumpster will sit on a public street, you may need a city permit (usually $${policies.permitCostRangeUsd.min}-$${policies.permitCostRangeUsd.max}); we can help.`,
            // With the personal link the customer changes it themselves; either way, by the same limit.
            manageUrl
              ? `Need it longer, other dates, or to cancel? Use the link above or call us. New dates and cancelling close ${policies.cancellationHoursBeforeDelivery} hours before delivery; a later pickup you can ask for any time before it.`
              : `Need to change or cancel? Call us at least ${policies.cancellationHoursBeforeDelivery} hours before delivery.`,
            'The calendar file attached puts the delivery and the pickup in your calendar.',
          ],
        },
        { kind: 'heading', text: 'Please keep these out of the dumpster' },
        { kind: 'list', items: prohibitedItems },
        {
          kind: 'paragraph',
          text: `Questions? Call ${business.phoneDisplay} or reply to this e-mail, and mention ${booking.reference}.`,
        },
      ],
      footer: signOff,
    },
    attachments: [bookingCalendar(booking)],
  };
}

/**
 * What can be added after pickup, only at the published prices (decision 0135): the weight
 * allowance and its rate, the city's permit, and the charges for prohibited items and trips.
 */
function publishedChargeBlocks(booking: Booking) {
  const prices = publishedPricesForBooking(defaultPriceList, {
    dumpsterSize: booking.dumpsterSize,
    citySlug: citySlug(booking.city),
  });
  const entries = prices.groups.flatMap((group) => group.entries);
  return [
    { kind: 'heading', text: 'Published charges that can apply' },
    { kind: 'paragraph', text: prices.overweightSentence },
    {
      kind: 'list',
      items: [
        ...(prices.permit
          ? [`${prices.permit.label}, if the dumpster must sit on the street: ${prices.permit.priceText}`]
          : []),
        ...entries.map((entry) => `${entry.label}: ${entry.priceText}`),
      ],
    },
  ] as const;
}
