// The provider refused a text because the recipient opted out with it (Twilio 21610: they texted
// STOP to the number itself): our records must say so too (decision 0156), so every pending text
// to the number is settled without a send and the reminders go by e-mail.
import { textConsentState } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class RecordProviderOptOut {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** Records the opt-out unless the number is already opted out. */
  execute(phoneE164: string): Promise<void> {
    const at = this.clock.now();
    return this.unitOfWork.transaction(async ({ texts }) => {
      if (textConsentState(await texts.consentEvents(phoneE164)) === 'opted_out') return;
      await texts.recordConsent({
        kind: 'opt_out',
        phoneE164,
        at,
        source: 'provider',
        bookingId: null,
        staffUserId: null,
      });
    });
  }
}
