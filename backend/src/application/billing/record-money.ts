// The one shape of recording money on an invoice (decision 0198): the invoice row locked, the
// domain's decidePayment or decideRefund on its balance, the movement stored, and the reply
// recorded under the Idempotency-Key in the same transaction. The same key again records nothing
// and replays the first reply, so a payment sent twice counts once; keys are per invoice.

import type { InvoiceAccount } from '@dumpster/domain';
import { type BillingRefusal, businessDateAt, type MoneyMovement } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { type Replay, recordReply, replayOf } from '../idempotent-reply.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
  type RecordedReply,
} from '../ports/idempotency.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { notFound, recordedByName } from './invoice-outcome.ts';
import { accountOf, freshView, invoiceContext } from './invoice-view.ts';

export type MoneyOutcome =
  | { readonly kind: 'changed'; readonly reply: RecordedReply }
  | Replay
  | { readonly ok: false; readonly refusal: 'not_found' }
  | BillingRefusal;

export abstract class RecordMoney<Movement extends MoneyMovement> {
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

  protected abstract decide(
    account: InvoiceAccount,
    movement: Movement,
    today: string,
  ): { readonly ok: true } | BillingRefusal;

  protected async record(
    actor: Actor,
    invoiceId: string,
    movement: Movement,
    claim: IdempotencyClaim | undefined,
  ): Promise<MoneyOutcome> {
    const now = this.clock.now();
    const key = claim ? `${invoiceId}:${claim.key}` : undefined;
    try {
      return await this.unitOfWork.transaction(async (repositories): Promise<MoneyOutcome> => {
        const invoice = await repositories.invoices.find(invoiceId, { lock: true });
        if (invoice?.kind !== 'invoice') return notFound;
        const context = await invoiceContext(repositories, invoice);
        if (!context) return notFound;
        const decision = this.decide(accountOf(context), movement, businessDateAt(now));
        if (!decision.ok) return decision;
        await repositories.invoices.addMovement({
          id: this.ids.next(),
          invoiceId,
          movement,
          recordedAt: now,
          recordedBy: recordedByName(actor),
        });
        const view = await freshView(repositories, invoiceId, now);
        if (!view) return notFound;
        const reply: RecordedReply = { status: 200, body: view };
        if (claim && key) await recordReply(repositories.idempotency, claim, reply, now, key);
        return { kind: 'changed', reply };
      });
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTakenError) || !claim) throw error;
      const replay = await replayOf(this.idempotency, claim, key);
      if (!replay) throw error;
      return replay;
    }
  }
}
