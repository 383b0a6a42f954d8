// A payment taken in cash, by check or by card (decision 0139): on a final invoice, dated today
// or earlier; more than the balance stays on the invoice as the customer's credit.
import {
  decidePayment,
  type InvoiceAccount,
  type PaymentInput,
  type PaymentMovement,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { IdempotencyClaim } from '../ports/idempotency.ts';
import { type MoneyOutcome, RecordMoney } from './record-money.ts';

export class RecordPayment extends RecordMoney<PaymentMovement> {
  protected decide(account: InvoiceAccount, movement: PaymentMovement, today: string) {
    return decidePayment(account, movement, { today });
  }

  execute(
    actor: Actor,
    invoiceId: string,
    input: PaymentInput,
    claim: IdempotencyClaim | undefined,
  ): Promise<MoneyOutcome> {
    return this.record(actor, invoiceId, { kind: 'payment', ...input }, claim);
  }
}
