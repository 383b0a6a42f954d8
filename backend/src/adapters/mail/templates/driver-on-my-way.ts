// The driver's "On my way" by e-mail (decision 0191): the customer is told the box is coming (or
// being collected) now, so someone can clear the driveway or open the gate.
import { business } from '@dumpster/domain';
import type { Booking } from '../../../application/booking.ts';
import { fullAddress, signOff, sizeLabel } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function driverOnMyWay(booking: Booking, part: 'delivery' | 'pickup'): MailDraft {
  const delivery = part === 'delivery';
  return {
    to: booking.email,
    replyTo: { name: business.name, address: business.email },
    subject: delivery
      ? `Your dumpster is on its way (${booking.reference})`
      : `We are on our way to pick up your dumpster (${booking.reference})`,
    document: {
      title: delivery ? 'Your dumpster is on its way' : 'We are on our way for your dumpster',
      blocks: [
        {
          kind: 'paragraph',
          text: delivery
            ? `${booking.name}, our driver is on the way with your ${sizeLabel(booking)} to ${fullAddress(booking)}.`
            : `${booking.name}, our driver is on the way to pick up your dumpster at ${fullAddress(booking)}.`,
        },
        {
          kind: 'paragraph',
          text: delivery
            ? 'Please keep the driveway clear (no cars or trailers in the way).'
            : 'Please keep the box reachable and free of prohibited items.',
        },
        { kind: 'paragraph', text: `Questions? Call us at ${business.phoneDisplay}.` },
      ],
      footer: signOff,
    },
  };
}
