// Spec section 7, POST /api/contact: store the request, answer with its id.
import type { ContactRequest } from '@dumpster/domain';
import type { ContactRequestRecord } from './contact-request.ts';
import type { Clock } from './ports/clock.ts';
import type { ContactRequestRepository } from './ports/contact-request-repository.ts';
import type { IdGenerator } from './ports/id-generator.ts';
import type { IdempotencyClaim, IdempotencyStore } from './ports/idempotency.ts';
import { type SubmissionOutcome, submitOnce } from './submit-once.ts';

export class SubmitContactRequest {
  private readonly requests: ContactRequestRepository;
  private readonly idempotency: IdempotencyStore;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(
    requests: ContactRequestRepository,
    idempotency: IdempotencyStore,
    clock: Clock,
    ids: IdGenerator,
  ) {
    this.requests = requests;
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
    return submitOnce({
      store: this.idempotency,
      claim,
      now,
      body: { id: record.id },
      save: (idempotencyRecord) => this.requests.add(record, idempotencyRecord),
    });
  }
}
