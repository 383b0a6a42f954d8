// A booking's invoice for the back office: the live one, else the latest void one.
import type { AdminInvoice } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { invoiceContext, invoiceView } from './invoice-view.ts';

export class ReadBookingInvoice {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(bookingId: string): Promise<AdminInvoice | undefined> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories) => {
      const invoice = await repositories.invoices.latestInvoiceOf(bookingId);
      const context = invoice && (await invoiceContext(repositories, invoice));
      return context ? invoiceView(context, now) : undefined;
    });
  }
}
