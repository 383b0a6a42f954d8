// POST /api/my-booking/extend: a later pickup date (docs/decisions/0065 and 0091). The domain
// decides and prices it on the booking's frozen terms; the added days are judged against the
// fleet with the size held, so two customers cannot both take the last unit.
import {
  type BusinessCalendar,
  decideExtension,
  type ExtensionRequest,
  extensionAvailability,
  unavailableExtensionAnswer,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';
import { type ChangeDecision, MyBookingChange } from './change-once.ts';
import { changeRefusalOf } from './change-refusal.ts';

export class ExtendMyBooking extends MyBookingChange<ExtensionRequest> {
  protected async decide(
    booking: Booking,
    request: ExtensionRequest,
    { now, calendar }: { now: Date; calendar: BusinessCalendar },
    { fleet }: TransactionRepositories,
  ): Promise<ChangeDecision> {
    const decision = decideExtension(booking, request, { now, calendar });
    if (!decision.ok) return { ok: false, refusal: changeRefusalOf(decision) };
    const held = await fleet.hold(booking.dumpsterSize, decision.addedOccupancy, {
      excludeBookingId: booking.id,
    });
    const rental = { currentPickupDate: booking.pickupDate, pickupDate: decision.pickupDate };
    const judged = extensionAvailability(held.occupancy, held.fleetUnits, rental, { calendar });
    if (!judged.available) {
      const answer = unavailableExtensionAnswer({
        size: booking.dumpsterSize,
        ...rental,
        unavailableDates: judged.unavailableDates,
        latestPickupDate: judged.latestPickupDate,
        deliveryDate: booking.deliveryDate,
      });
      return { ok: false, refusal: { kind: 'unavailable', answer } };
    }
    return {
      ok: true,
      change: 'extended',
      booking: { ...booking, pickupDate: decision.pickupDate, quote: decision.quote },
      details: {
        pickupDate: { from: booking.pickupDate, to: decision.pickupDate },
        addedDays: decision.addedDays,
        priceDifferenceCents: decision.priceDifferenceCents,
        totalCents: { from: booking.quote.totalCents, to: decision.quote.totalCents },
      },
    };
  }
}
