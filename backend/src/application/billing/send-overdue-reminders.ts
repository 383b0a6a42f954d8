// The polite reminder of an overdue invoice (decision 0139), run hourly by the composition root:
// each invoice that still owes money is locked and judged by decideOverdueReminder (overdue,
// not paid or void, none sent in the last 7 Florida days); a due one gets its e-mail queued and
// its reminder time stamped in the same transaction, so two instances never send two.
import { businessDateAt, decideOverdueReminder, invoiceBalance } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { invoiceMailFacts } from './invoice-mail-facts.ts';
import { accountOf, invoiceContext } from './invoice-view.ts';

export class SendOverdueReminders {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** How many reminders were queued. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const candidates = await this.unitOfWork.transaction(({ invoices }) => invoices.receivables());
    let sent = 0;
    for (const candidate of candidates) {
      const queued = await this.unitOfWork.transaction(async (repositories) => {
        const invoice = await repositories.invoices.find(candidate.id, { lock: true });
        const context = invoice && (await invoiceContext(repositories, invoice));
        if (!context) return false;
        const balance = invoiceBalance(accountOf(context), { today: businessDateAt(now) });
        const decision = decideOverdueReminder(
          {
            status: balance.status,
            balanceCents: balance.balanceCents,
            ...(context.invoice.lastReminderSentAt
              ? { lastReminderSentAt: context.invoice.lastReminderSentAt }
              : {}),
          },
          { now },
        );
        if (!decision.due) return false;
        await repositories.outbox.enqueue({
          kind: 'invoice-reminder',
          booking: context.booking,
          invoice: invoiceMailFacts(context, now),
        });
        await repositories.invoices.markReminded(context.invoice.id, now);
        return true;
      });
      if (queued) sent += 1;
    }
    return sent;
  }
}
