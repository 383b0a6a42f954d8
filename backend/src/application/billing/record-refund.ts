// A refund of the credit on an invoice, with its reason (decision 0139): at most that credit.
import { decideRefund, type InvoiceAccount, type RefundInput, type RefundMovement } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { IdempotencyClaim } from '../ports/idempotency.ts';
import { type MoneyOutcome, RecordMoney } from './record-money.ts';

export class RecordRefund extends RecordMoney<RefundMovement> {
  protected decide(account: InvoiceAccount, movement: RefundMovement, today: string) {
    return decideRefund(account, movement, { today });
  }

  execute(
    actor: Actor,
    invoiceId: string,
    input: RefundInput,
    claim: IdempotencyClaim | undefined,
  ): Promise<MoneyOutcome> {
    return this.record(actor, invoiceId, { kind: 'refund', ...input }, claim);
  }
}
