// No sequence of status requests, valid or not, in any order, leaves a booking in a state the
// transition table forbids: every stored status change is an allowed step, its history records
// exactly those steps, and a refused request changes nothing.
import { bookingStatuses, canTransition } from '@dumpster/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { ChangeBookingStatus } from './change-booking-status.ts';

const actor = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000aa', name: 'Dee' } as const;

describe('status changes', () => {
  it('never reach a state the transition table forbids, whatever the requests', async () => {
    // One database for every run: each run's booking is its own, its history read by its id.
    const store = await openTestStore();
    const changeStatus = new ChangeBookingStatus(
      store.unitOfWork,
      store.adminQueries,
      new FixedClock(new Date()),
      store.messageLog,
      new SequentialIds(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            status: fc.constantFrom(...bookingStatuses),
            reason: fc.option(fc.constantFrom('', '  ', 'Customer called to cancel'), { nil: undefined }),
          }),
          { maxLength: 12 },
        ),
        async (requests) => {
          const booking = storedBooking({ status: 'pending' });
          await store.addBookings(booking);
          const storedStatus = async () => (await store.adminQueries.findBooking(booking.id))?.status;
          let expected = booking.status;
          for (const request of requests) {
            const outcome = await changeStatus.execute(actor, booking.id, {
              to: request.status,
              reason: request.reason,
              // Early marks are confirmed: this property is about the transition table alone.
              confirmEarly: true,
            });
            const reasonGiven = (request.reason ?? '').trim().length > 0;
            const allowed =
              canTransition(expected, request.status) && (request.status !== 'cancelled' || reasonGiven);
            expect(outcome.ok).toBe(allowed);
            if (!outcome.ok && outcome.refusal === 'transition_not_allowed')
              expect(outcome.status).toBe(expected);
            if (allowed) expected = request.status;
            expect(await storedStatus()).toBe(expected);
          }
          const steps = (await store.bookingEvents(booking.id)).map(
            (event) => [event.details.from, event.details.to] as const,
          );
          for (const [from, to] of steps) expect(canTransition(from as never, to as never)).toBe(true);
          expect(steps.at(-1)?.[1] ?? 'pending').toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
    // 300 runs of up to 12 changes, each a transaction and a read on the real database.
  }, 180_000);
});
