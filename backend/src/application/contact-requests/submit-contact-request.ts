// Spec section 7, POST /api/contact: store the request, answer with its id. The request and its
// idempotency record are one transaction (ports/unit-of-work.ts), with the notice to the business
// and the acknowledgement to the visitor (ports/outbox.ts), and the request is its customer's
// (decision 0171).
import { type ContactRequest, customerKeys } from '@dumpster/domain';
import type { ContactRequestRecord } from '../contact-request.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { type SubmissionOutcome, submitOnce } from '../submit-once.ts';
import { recordFormConsent } from '../text-messages/booking-text-queue.ts';

export class SubmitContactRequest {
  private readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(unitOfWork: UnitOfWork, idempotency: IdempotencyStore, clock: Clock, ids: IdGenerator) {
    this.unitOfWork = unitOfWork;
    this.idempotency = idempotency;
    this.clock = clock;
    this.ids = ids;
  }

  /** `request` has passed the domain's contact schema. */
  async execute(request: ContactRequest, claim?: IdempotencyClaim): Promise<SubmissionOutcome> {
    const now = this.clock.now();
    const record: ContactRequestRecord = {
      id: this.ids.next(),
      name: request.name,
      phone: request.phone,
      email: request.email,
      service: request.service,
      message: request.message,
      smsOptIn: request.smsOptIn,
      isContacted: false,
      createdAt: now,
    };
    const newCustomerId = this.ids.next();
    return submitOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      claim,
      now,
      body: { id: record.id },
      save: async ({ contactRequests, customers, outbox, texts }) => {
        // Who asked, found or made in the same write (decision 0171).
        const customerId = await customers.link(
          { name: record.name, keys: customerKeys(record) },
          newCustomerId,
          now,
        );
        await contactRequests.add(record, customerId);
        await outbox.enqueue({ kind: 'contact-notice', request: record });
        await outbox.enqueue({ kind: 'contact-acknowledgement', request: record });
        // The form's consent to texts is kept as proof with the request (decision 0201).
        if (record.smsOptIn) await recordFormConsent(texts, record.phone, now, 'contact_form');
      },
    });
  }
}
