// Staff revoke a booking's link and send a new one (back office; the admin route is the lead's):
// every older link stops working at once, and the customer gets the new one by e-mail, in one
// unit of work with a line in the booking's history (docs/decisions/0090).
import type { Actor } from '../actor.ts';
import { AccessLinkUseCase } from './access-link-use-case.ts';

export type ReissueOutcome = { readonly kind: 'reissued' } | { readonly kind: 'not_found' };

export class ReissueAccessLink extends AccessLinkUseCase {
  execute(bookingId: string, actor: Actor): Promise<ReissueOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ bookings, accessTokens, bookingEvents, outbox }) => {
      const booking = await bookings.findForUpdate(bookingId);
      if (!booking) return { kind: 'not_found' };
      await accessTokens.revokeAll(booking.id, now);
      const manageLink = await this.links.issue(accessTokens, booking, now);
      await bookingEvents.append({
        bookingId: booking.id,
        occurredAt: now,
        actor,
        type: 'access_link_reissued',
        details: {},
      });
      await outbox.enqueue({ kind: 'booking-link', booking, manageLink });
      return { kind: 'reissued' };
    });
  }
}
