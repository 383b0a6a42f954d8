// Invoices, their lines and payments through the transaction's EntityManager (decisions 0195,
// 0196): reads with the query builder as plain rows, writes with `em.insert`/`nativeUpdate`,
// and the number counter with the query builder's upsert `returning`, whose row lock holds
// until the transaction ends (gapless numbers, decision 0196).
import type {
  CreditNoteLine,
  DocumentKind,
  DraftScaleTicket,
  InvoiceLine,
  InvoiceState,
  MoneyMovement,
  Tender,
} from '@dumpster/domain';
import { LockMode, raw, sql } from '@mikro-orm/core';
import type {
  InvoiceCustomer,
  InvoiceRecord,
  MovementRecord,
  ReceivableRecord,
} from '../../application/billing/invoice-record.ts';
import { InvoiceExistsError, type InvoiceRepository } from '../../application/ports/invoice-repository.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import {
  InvoiceEntity,
  InvoiceLineEntity,
  InvoiceNumberCounterEntity,
  InvoicePaymentEntity,
} from './entities/invoice-entity.ts';
import { isUuid } from './is-uuid.ts';
import { storable } from './storable.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

type Row = Record<string, unknown>;

function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

function instant(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function invoiceOf(row: Row, lines: readonly Row[]): InvoiceRecord {
  const kind = row.kind as DocumentKind;
  const details = lines.map((line) => json<Record<string, unknown>>(line.details));
  return {
    id: String(row.id),
    bookingId: String(row.booking),
    kind,
    state: row.state as InvoiceState,
    number: (row.number as string | null) ?? null,
    correctsInvoiceId: (row.correctsInvoice as string | null) ?? null,
    customer: json<InvoiceCustomer>(row.customer),
    lines: kind === 'invoice' ? (details as unknown as InvoiceLine[]) : [],
    creditLines: kind === 'credit_note' ? (details as unknown as CreditNoteLine[]) : [],
    subtotalCents: Number(row.subtotalCents),
    taxCents: Number(row.taxCents),
    totalCents: Number(row.totalCents),
    scaleTicket: row.scaleTicket ? json<DraftScaleTicket>(row.scaleTicket) : null,
    issueDate: dateText(row.issueDate),
    dueDate: dateText(row.dueDate),
    finalisedAt: instant(row.finalisedAt),
    reason: (row.reason as string | null) ?? null,
    voidReason: (row.voidReason as string | null) ?? null,
    voidedOn: dateText(row.voidedOn),
    lastReminderSentAt: instant(row.lastReminderSentAt),
    createdAt: instant(row.createdAt) ?? new Date(0),
  };
}

function tenderOf(row: Row): Tender {
  switch (row.method) {
    case 'check':
      return { method: 'check', checkNumber: String(row.checkNumber) };
    case 'card':
      return {
        method: 'card',
        cardType: row.cardType === 'debit' ? 'debit' : 'credit',
        last4: String(row.cardLast4),
        terminalReference: String(row.terminalReference),
      };
    default:
      return { method: 'cash' };
  }
}

function movementOf(row: Row): MovementRecord {
  const date = dateText(row.date) ?? '';
  const amountCents = Number(row.amountCents);
  const kind = row.kind as MoneyMovement['kind'];
  const movement: MoneyMovement =
    kind === 'payment'
      ? { kind, date, amountCents, tender: tenderOf(row) }
      : kind === 'refund'
        ? { kind, date, amountCents, tender: tenderOf(row), reason: String(row.reason ?? '') }
        : { kind, date, amountCents, otherInvoiceNumber: String(row.otherInvoiceNumber ?? '') };
  return {
    id: String(row.id),
    invoiceId: String(row.invoice),
    movement,
    recordedAt: instant(row.recordedAt) ?? new Date(0),
    recordedBy: String(row.recordedBy),
  };
}

function tenderColumns(movement: MoneyMovement) {
  if (movement.kind !== 'payment' && movement.kind !== 'refund')
    return { method: null, cardType: null, checkNumber: null, cardLast4: null, terminalReference: null };
  const { tender } = movement;
  return {
    method: tender.method,
    cardType: tender.method === 'card' ? tender.cardType : null,
    checkNumber: tender.method === 'check' ? tender.checkNumber : null,
    cardLast4: tender.method === 'card' ? tender.last4 : null,
    terminalReference: tender.method === 'card' ? tender.terminalReference : null,
  };
}

export class MikroOrmInvoiceRepository implements InvoiceRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(invoice: InvoiceRecord): Promise<void> {
    try {
      await this.em.insert(
        InvoiceEntity,
        storable({
          id: invoice.id,
          booking: invoice.bookingId,
          kind: invoice.kind,
          state: invoice.state,
          number: invoice.number,
          correctsInvoice: invoice.correctsInvoiceId,
          customer: { ...invoice.customer },
          customerEmail: invoice.customer.email.trim().toLowerCase(),
          subtotalCents: invoice.subtotalCents,
          taxCents: invoice.taxCents,
          totalCents: invoice.totalCents,
          scaleTicket: invoice.scaleTicket ? { ...invoice.scaleTicket } : null,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate,
          finalisedAt: invoice.finalisedAt,
          reason: invoice.reason,
          voidReason: invoice.voidReason,
          voidedOn: invoice.voidedOn,
          lastReminderSentAt: invoice.lastReminderSentAt,
          createdAt: invoice.createdAt,
        }),
      );
    } catch (error) {
      if (isUniqueViolationOf(error, 'invoices_one_live_per_booking'))
        throw new InvoiceExistsError(invoice.bookingId, { cause: error });
      throw error;
    }
    await this.insertLines(invoice.id, invoice.kind === 'invoice' ? invoice.lines : invoice.creditLines);
  }

  private async insertLines(
    invoiceId: string,
    lines: readonly (InvoiceLine | CreditNoteLine)[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await this.em.insertMany(
      InvoiceLineEntity,
      lines.map((line, position) =>
        storable({
          invoice: invoiceId,
          position,
          kind: 'kind' in line ? line.kind : line.correctsKind,
          description: line.description,
          amountCents: line.amountCents,
          taxCents: line.taxCents,
          details: { ...line } as Record<string, unknown>,
        }),
      ),
    );
  }

  async find(id: string, options: { readonly lock?: boolean } = {}): Promise<InvoiceRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.invoiceRows({ id }, options.lock ? LockMode.PESSIMISTIC_WRITE : LockMode.NONE);
    return rows[0];
  }

  async liveInvoiceOf(bookingId: string): Promise<InvoiceRecord | undefined> {
    if (!isUuid(bookingId)) return undefined;
    const rows = await this.invoiceRows({ booking: bookingId, kind: 'invoice', state: { $ne: 'void' } });
    return rows[0];
  }

  async latestInvoiceOf(bookingId: string): Promise<InvoiceRecord | undefined> {
    if (!isUuid(bookingId)) return undefined;
    const rows = await this.invoiceRows({ booking: bookingId, kind: 'invoice' });
    return rows.sort((a, b) => (a.state === 'void' ? 1 : 0) - (b.state === 'void' ? 1 : 0))[0];
  }

  creditNotesOf(invoiceId: string): Promise<InvoiceRecord[]> {
    return this.invoiceRows({ correctsInvoice: invoiceId, kind: 'credit_note' });
  }

  private async invoiceRows(where: Row, lockMode: LockMode = LockMode.NONE): Promise<InvoiceRecord[]> {
    const rows = (await this.em
      .createQueryBuilder(InvoiceEntity, 'i')
      .select('*')
      .where(where)
      .orderBy({ createdAt: 'asc', id: 'asc' })
      .setLockMode(lockMode)
      .execute('all')) as Row[];
    return this.withLines(rows);
  }

  private async withLines(rows: readonly Row[]): Promise<InvoiceRecord[]> {
    if (rows.length === 0) return [];
    const lines = (await this.em
      .createQueryBuilder(InvoiceLineEntity, 'l')
      .select('*')
      .where({ invoice: { $in: rows.map((row) => String(row.id)) } })
      .orderBy({ invoice: 'asc', position: 'asc' })
      .execute('all')) as Row[];
    const byInvoice = new Map<string, Row[]>();
    for (const line of lines) {
      const key = String(line.invoice);
      byInvoice.set(key, [...(byInvoice.get(key) ?? []), line]);
    }
    return rows.map((row) => invoiceOf(row, byInvoice.get(String(row.id)) ?? []));
  }

  async saveDraft(
    invoice: Pick<
      InvoiceRecord,
      'id' | 'lines' | 'subtotalCents' | 'taxCents' | 'totalCents' | 'scaleTicket'
    >,
  ): Promise<void> {
    await this.em.nativeUpdate(
      InvoiceEntity,
      { id: invoice.id, state: 'draft' },
      storable({
        subtotalCents: invoice.subtotalCents,
        taxCents: invoice.taxCents,
        totalCents: invoice.totalCents,
        scaleTicket: invoice.scaleTicket ? { ...invoice.scaleTicket } : null,
      }),
    );
    await this.em.nativeDelete(InvoiceLineEntity, { invoice: invoice.id });
    await this.insertLines(invoice.id, invoice.lines);
  }

  async finalise(
    id: string,
    final: {
      readonly number: string;
      readonly issueDate: string;
      readonly dueDate: string;
      readonly at: Date;
    },
  ): Promise<void> {
    await this.em.nativeUpdate(
      InvoiceEntity,
      { id },
      {
        state: 'final',
        number: final.number,
        issueDate: final.issueDate,
        dueDate: final.dueDate,
        finalisedAt: final.at,
      },
    );
  }

  async markVoid(id: string, voided: { readonly reason: string; readonly on: string }): Promise<void> {
    await this.em.nativeUpdate(
      InvoiceEntity,
      { id },
      storable({ state: 'void', voidReason: voided.reason, voidedOn: voided.on }),
    );
  }

  async markReminded(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(InvoiceEntity, { id }, { lastReminderSentAt: at });
  }

  async nextSequence(kind: DocumentKind, year: number): Promise<number> {
    const [row] = await this.em
      .createQueryBuilder(InvoiceNumberCounterEntity)
      .insert({ kind, year, lastSequence: 1 })
      .onConflict(['kind', 'year'])
      .merge({ lastSequence: sql`"invoice_number_counters"."last_sequence" + 1` })
      .returning(['lastSequence'])
      .execute<{ lastSequence: number }[]>('all');
    if (!row) throw new Error('the number counter returned no row');
    return Number(row.lastSequence);
  }

  async movementsOf(invoiceId: string): Promise<MovementRecord[]> {
    if (!isUuid(invoiceId)) return [];
    const rows = (await this.em
      .createQueryBuilder(InvoicePaymentEntity, 'm')
      .select('*')
      .where({ invoice: invoiceId })
      .orderBy({ date: 'asc', recordedAt: 'asc', id: 'asc' })
      .execute('all')) as Row[];
    return rows.map(movementOf);
  }

  async addMovement(record: MovementRecord): Promise<void> {
    const { movement } = record;
    await this.em.insert(
      InvoicePaymentEntity,
      storable({
        id: record.id,
        invoice: record.invoiceId,
        kind: movement.kind,
        amountCents: movement.amountCents,
        date: movement.date,
        ...tenderColumns(movement),
        reason: movement.kind === 'refund' ? movement.reason : null,
        otherInvoiceNumber:
          movement.kind === 'credit_in' || movement.kind === 'credit_out'
            ? movement.otherInvoiceNumber
            : null,
        recordedAt: record.recordedAt,
        recordedBy: record.recordedBy,
      }),
    );
  }

  async receivables(): Promise<ReceivableRecord[]> {
    const credited = this.em
      .createQueryBuilder(InvoiceEntity, 'c')
      .select(raw('coalesce(sum("c"."total_cents"), 0)'))
      .where({ correctsInvoice: sql.ref('i.id'), kind: 'credit_note' });
    const signed = (kinds: { plus: string; minus: string }) =>
      this.em
        .createQueryBuilder(InvoicePaymentEntity, 'm')
        .select(
          raw(
            `coalesce(sum(case when "m"."kind" = '${kinds.plus}' then "m"."amount_cents" when "m"."kind" = '${kinds.minus}' then -"m"."amount_cents" else 0 end), 0)`,
          ),
        )
        .where({ invoice: sql.ref('i.id') });
    const rows = (await this.em
      .createQueryBuilder(InvoiceEntity, 'i')
      .select([
        'i.id',
        'i.booking',
        'i.number',
        'i.customer',
        'i.customerEmail',
        'i.issueDate',
        'i.dueDate',
        'i.totalCents',
        'i.lastReminderSentAt',
      ])
      .addSelect(credited.as('credited_cents'))
      .addSelect(signed({ plus: 'payment', minus: 'refund' }).as('net_paid_cents'))
      .addSelect(signed({ plus: 'credit_in', minus: 'credit_out' }).as('net_credit_in_cents'))
      .where({ kind: 'invoice', state: 'final' })
      .orderBy({ dueDate: 'asc', id: 'asc' })
      .execute('all')) as Row[];
    return rows
      .map((row) => {
        const totalCents = Number(row.totalCents);
        const creditedCents = Number(row.credited_cents ?? 0);
        const netPaidCents = Number(row.net_paid_cents ?? 0);
        const netCreditInCents = Number(row.net_credit_in_cents ?? 0);
        return {
          id: String(row.id),
          bookingId: String(row.booking),
          number: String(row.number),
          customerName: json<InvoiceCustomer>(row.customer).name,
          customerEmail: String(row.customerEmail),
          issueDate: dateText(row.issueDate) ?? '',
          dueDate: dateText(row.dueDate) ?? '',
          totalCents,
          creditedCents,
          netPaidCents,
          netCreditInCents,
          balanceCents: totalCents - creditedCents - netPaidCents - netCreditInCents,
          lastReminderSentAt: instant(row.lastReminderSentAt),
        };
      })
      .filter((row) => row.balanceCents > 0);
  }

  async customerDocuments(
    email: string,
  ): Promise<{ documents: InvoiceRecord[]; movements: MovementRecord[] }> {
    const rows = (await this.em
      .createQueryBuilder(InvoiceEntity, 'i')
      .select('*')
      .where({ customerEmail: email, state: { $ne: 'draft' } })
      .orderBy({ issueDate: 'asc', id: 'asc' })
      .execute('all')) as Row[];
    const documents = await this.withLines(rows);
    const invoiceIds = documents.filter((d) => d.kind === 'invoice').map((d) => d.id);
    const movements =
      invoiceIds.length === 0
        ? []
        : (
            (await this.em
              .createQueryBuilder(InvoicePaymentEntity, 'm')
              .select('*')
              .where({ invoice: { $in: invoiceIds } })
              .orderBy({ date: 'asc', id: 'asc' })
              .execute('all')) as Row[]
          ).map(movementOf);
    return { documents, movements };
  }

  async issuedBetween(
    range: { readonly from: string; readonly to: string },
    after: { readonly issueDate: string; readonly id: string } | null,
    limit: number,
  ): Promise<InvoiceRecord[]> {
    const qb = this.em
      .createQueryBuilder(InvoiceEntity, 'i')
      .select('*')
      .where({ state: { $ne: 'draft' }, issueDate: { $gte: range.from, $lte: range.to } });
    if (after) qb.andWhere(sql`("i"."issue_date", "i"."id") > (${after.issueDate}::date, ${after.id}::uuid)`);
    const rows = (await qb.orderBy({ issueDate: 'asc', id: 'asc' }).limit(limit).execute('all')) as Row[];
    return this.withLines(rows);
  }

  async movementsBetween(
    range: { readonly from: string; readonly to: string },
    after: { readonly date: string; readonly id: string } | null,
    limit: number,
  ): Promise<(MovementRecord & { readonly invoiceNumber: string; readonly customerName: string })[]> {
    const qb = this.em
      .createQueryBuilder(InvoicePaymentEntity, 'm')
      .select([
        'id',
        'invoice',
        'kind',
        'amountCents',
        'date',
        'method',
        'cardType',
        'checkNumber',
        'cardLast4',
        'terminalReference',
        'reason',
        'otherInvoiceNumber',
        'recordedAt',
        'recordedBy',
        raw('"i"."number" as "invoice_number"'),
        raw('"i"."customer" as "invoice_customer"'),
      ])
      .join('m.invoice', 'i')
      .where({ kind: { $in: ['payment', 'refund'] }, date: { $gte: range.from, $lte: range.to } });
    if (after) qb.andWhere(sql`("m"."date", "m"."id") > (${after.date}::date, ${after.id}::uuid)`);
    const rows = (await qb.orderBy({ date: 'asc', id: 'asc' }).limit(limit).execute('all')) as Row[];
    return rows.map((row) => ({
      ...movementOf(row),
      invoiceNumber: String(row.invoice_number),
      customerName: json<InvoiceCustomer>(row.invoice_customer).name,
    }));
  }
}
