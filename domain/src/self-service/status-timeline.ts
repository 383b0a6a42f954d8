// The status timeline on the customer's booking page (decision 0065): received, confirmed,
// delivered, picked up, completed; or, for a cancelled booking, received then cancelled. Each
// step is done, current or upcoming, and the page says what happens next.
import type { BookingStatus } from '../booking/booking-status.ts';
import { business } from '../business/business-facts.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  /** The status the step stands for ('pending' reads "Received"). */
  readonly status: BookingStatus;
  readonly label: string;
  readonly state: TimelineStepState;
}

export interface StatusTimeline {
  readonly steps: readonly TimelineStep[];
  /** What happens next, in a sentence or two. */
  readonly next: string;
}

const mainLine: readonly { status: BookingStatus; label: string }[] = [
  { status: 'pending', label: 'Received' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'picked_up', label: 'Picked up' },
  { status: 'completed', label: 'Completed' },
];

function nextSentence(booking: { status: BookingStatus; deliveryDate: string; pickupDate: string }): string {
  const delivery = shortDateLabel(booking.deliveryDate);
  const pickup = shortDateLabel(booking.pickupDate);
  switch (booking.status) {
    case 'pending':
      return `We have your booking and will confirm it by e-mail. Delivery is planned for ${delivery}.`;
    case 'confirmed':
      return `Your dumpster will be delivered on ${delivery}.`;
    case 'delivered':
      return `We will pick up your dumpster on ${pickup}. Need it longer? You can extend your rental.`;
    case 'picked_up':
      return 'We have picked up your dumpster and are wrapping up your booking.';
    case 'completed':
      return `Your rental is complete. Thank you for choosing ${business.shortName}!`;
    case 'cancelled':
      return `This booking is cancelled. If you need a dumpster again, you can book online or call us at ${business.phoneDisplay}.`;
  }
}

export function statusTimeline(booking: {
  readonly status: BookingStatus;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}): StatusTimeline {
  const next = nextSentence(booking);
  if (booking.status === 'cancelled')
    return {
      steps: [
        { status: 'pending', label: 'Received', state: 'done' },
        { status: 'cancelled', label: 'Cancelled', state: 'current' },
      ],
      next,
    };
  const reached = mainLine.findIndex((step) => step.status === booking.status);
  const steps = mainLine.map((step, index): TimelineStep => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    return { ...step, state };
  });
  return { steps, next };
}
