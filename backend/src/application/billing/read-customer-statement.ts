// A customer's statement for a period (decision 0139), by their e-mail address: every final or
// void invoice, credit note, payment and refund, through the domain's customerStatement.
import { type CustomerStatementAnswer, customerStatement } from '@dumpster/domain';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ReadCustomerStatement {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  async execute(query: {
    readonly email: string;
    readonly from: string;
    readonly to: string;
  }): Promise<CustomerStatementAnswer> {
    const email = query.email.trim().toLowerCase();
    const { documents, movements } = await this.unitOfWork.transaction(({ invoices }) =>
      invoices.customerDocuments(email),
    );
    const numbers = new Map(documents.map((document) => [document.id, document.number ?? '']));
    const statement = customerStatement(
      {
        invoices: documents
          .filter((document) => document.kind === 'invoice')
          .map((invoice) => ({
            number: invoice.number ?? '',
            issueDate: invoice.issueDate ?? '',
            totalCents: invoice.totalCents,
            ...(invoice.state === 'void'
              ? {
                  voided: {
                    on: invoice.voidedOn ?? invoice.issueDate ?? '',
                    reason: invoice.voidReason ?? '',
                  },
                }
              : {}),
          })),
        creditNotes: documents
          .filter((document) => document.kind === 'credit_note')
          .map((note) => ({
            number: note.number ?? '',
            invoiceNumber: numbers.get(note.correctsInvoiceId ?? '') ?? '',
            issueDate: note.issueDate ?? '',
            totalCents: note.totalCents,
          })),
        movements: movements.map((record) => ({
          invoiceNumber: numbers.get(record.invoiceId) ?? '',
          movement: record.movement,
        })),
      },
      { from: query.from, to: query.to },
    );
    return {
      email,
      customerName: documents[0]?.customer.name ?? null,
      ...statement,
      entries: statement.entries.map((entry) => ({ ...entry })),
    };
  }
}
