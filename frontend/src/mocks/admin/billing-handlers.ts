// The mock back office's billing (decisions 0195-0199): an invoice per booking picked up or
// completed, drafted from its quote, changed and finalised with the domain's own rules (the same
// functions the server's use cases call), payments, receivables by age, statements and the export.
// Numbers are drawn from a counter per year, like the server's.
import {
  type AdjustmentRequest,
  type AdminBookingDetail,
  type AdminInvoice,
  adjustmentInputSchema,
  agingBucketLabels,
  agingBuckets,
  agingReport,
  billingExportQuerySchema,
  buildInvoiceDraft,
  type ChargeRequest,
  chargeInputSchema,
  chargePriceText,
  creditNoteInputSchema,
  customerStatement,
  customerStatementQuerySchema,
  type DraftScaleTicket,
  decideCreditNote,
  decideDraftChange,
  decideFinalise,
  decidePayment,
  decideRefund,
  decideVoid,
  defaultPriceList,
  formatDocumentNumber,
  type InvoiceAccount,
  type InvoiceLine,
  invoiceBalance,
  invoiceChangeSentences,
  lineQuantityAndRate,
  type MoneyMovement,
  movementLabel,
  noSalesTax,
  numberingYear,
  paymentInputSchema,
  qboInvoiceColumns,
  refundInputSchema,
  scaleTicketInputSchema,
  tonsText,
  voidInvoiceInputSchema,
} from '@dumpster/domain';
import { billingPaths } from '@dumpster/domain/api';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem } from './mock-answers.ts';
import { guard } from './mock-session.ts';

interface MockInvoice {
  id: string;
  bookingId: string;
  state: 'draft' | 'final' | 'void';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  lines: InvoiceLine[];
  scaleTicket: DraftScaleTicket | null;
  charges: ChargeRequest[];
  adjustments: AdjustmentRequest[];
  creditNotes: { id: string; number: string; issueDate: string; reason: string; totalCents: number }[];
  movements: { id: string; movement: MoneyMovement; recordedBy: string }[];
  voidReason: string | null;
  voidedOn: string | null;
}

const billing = { invoices: new Map<string, MockInvoice>(), counters: new Map<string, number>(), ids: 0 };

/** Back to no invoices (tests). */
export function resetMockBilling(): void {
  billing.invoices.clear();
  billing.counters.clear();
  billing.ids = 0;
}

const at = (path: string) => `*${path}`;
const noInvoice = () => problem(404, 'not_found', 'There is no such invoice.');
const now = () => new Date(`${backOffice.today || (data() && backOffice.today)}T16:00:00Z`);

function nextId(): string {
  billing.ids += 1;
  return `00000000-0000-4000-9000-${String(billing.ids).padStart(12, '0')}`;
}

function nextNumber(kind: 'invoice' | 'credit_note'): string {
  const year = numberingYear(now());
  const key = `${kind}-${year}`;
  const sequence = (billing.counters.get(key) ?? 0) + 1;
  billing.counters.set(key, sequence);
  return formatDocumentNumber({ kind, year, sequence });
}

function rebuild(booking: AdminBookingDetail, invoice: MockInvoice) {
  return buildInvoiceDraft({
    rental: { dumpsterSize: booking.dumpsterSize, quote: booking.quote, lateDays: 0 },
    priceList: defaultPriceList,
    salesTax: noSalesTax,
    ...(invoice.scaleTicket ? { scaleTicket: invoice.scaleTicket } : {}),
    charges: invoice.charges,
    adjustments: invoice.adjustments,
  });
}

/** Every booking picked up or completed has its invoice (a draft when first asked for). */
function invoiceOfBooking(booking: AdminBookingDetail): MockInvoice | undefined {
  if (booking.status !== 'picked_up' && booking.status !== 'completed') return undefined;
  const found = [...billing.invoices.values()].find((invoice) => invoice.bookingId === booking.id);
  if (found) return found;
  const invoice: MockInvoice = {
    id: nextId(),
    bookingId: booking.id,
    state: 'draft',
    number: null,
    issueDate: null,
    dueDate: null,
    lines: [],
    scaleTicket: null,
    charges: [],
    adjustments: [],
    creditNotes: [],
    movements: [],
    voidReason: null,
    voidedOn: null,
  };
  const draft = rebuild(booking, invoice);
  if (draft.ok) invoice.lines = [...draft.lines];
  billing.invoices.set(invoice.id, invoice);
  return invoice;
}

function bookingOf(invoice: MockInvoice): AdminBookingDetail | undefined {
  return data().bookings.find((booking) => booking.id === invoice.bookingId);
}

function totalOf(invoice: MockInvoice): number {
  return invoice.lines.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0);
}

function accountOf(invoice: MockInvoice): InvoiceAccount {
  return {
    state: invoice.state,
    totalCents: totalOf(invoice),
    ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
    creditedCents: invoice.creditNotes.reduce((sum, note) => sum + note.totalCents, 0),
    movements: invoice.movements.map((entry) => entry.movement),
  };
}

function view(invoice: MockInvoice): AdminInvoice {
  const booking = bookingOf(invoice) as AdminBookingDetail;
  const balance = invoiceBalance(accountOf(invoice), { today: backOffice.today });
  const subtotalCents = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = invoice.lines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    id: invoice.id,
    bookingId: booking.id,
    bookingReference: booking.reference,
    state: invoice.state,
    status: balance.status,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    customer: {
      name: booking.name,
      companyName: booking.companyName,
      email: booking.email,
      phone: booking.phone,
      street: booking.address,
      city: booking.city,
      state: booking.state,
      zipCode: booking.zipCode,
    },
    lines: invoice.lines.map((line, position) => {
      const { quantity, rateCents } = lineQuantityAndRate(line);
      return {
        position,
        kind: line.kind,
        description: line.description,
        quantity,
        unitPriceCents: rateCents,
        amountCents: line.amountCents,
        taxCents: line.taxCents,
        evidence: 'evidence' in line ? [...line.evidence] : [],
        removable: invoice.state === 'draft' && ['charge', 'discount', 'credit'].includes(line.kind),
      };
    }),
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    scaleTicket: invoice.scaleTicket
      ? { tons: tonsText(invoice.scaleTicket.tonHundredths), evidence: [...invoice.scaleTicket.evidence] }
      : null,
    creditedCents: balance.creditedCents,
    netPaidCents: balance.netPaidCents,
    balanceCents: balance.balanceCents,
    creditCents: balance.creditCents,
    daysOverdue: balance.daysOverdue,
    creditNotes: invoice.creditNotes.map((note) => ({ ...note })),
    movements: invoice.movements.map(({ id, movement, recordedBy }) => ({
      id,
      kind: movement.kind,
      date: movement.date,
      amountCents: movement.amountCents,
      label: movementLabel(movement),
      recordedBy,
    })),
    changes: invoiceChangeSentences({
      dumpsterSize: booking.dumpsterSize,
      bookedQuote: booking.quote,
      lines: invoice.lines,
    }),
    voidReason: invoice.voidReason,
    publishedCharges: defaultPriceList.charges.map((charge) => ({
      code: charge.code,
      label: charge.label,
      priceText: chargePriceText(charge.priceCents, charge.unit),
    })),
  };
}

type Refusal = {
  readonly ok: false;
  readonly refusal: string;
  readonly message: string;
  readonly field?: string;
};

function refused(refusal: Refusal) {
  if (refusal.refusal === 'not_in_this_state') return problem(409, 'conflict', refusal.message);
  return validationFailed({
    [(refusal.field ?? 'invoice').replace(/^(charges|adjustments)\.\d+\.?|^scaleTicket\./, '') || 'invoice']:
      refusal.message,
  });
}

/** The invoice of the request's :id, the caller checked; or the answer that ends the request. */
async function invoiceFor(request: Request, params: Record<string, unknown>, change = true) {
  const checked = await guard(request, { change });
  if ('refusal' in checked) return { answer: checked.refusal };
  data();
  const invoice = billing.invoices.get(String(params.id));
  return invoice ? { invoice, user: checked } : { answer: noInvoice() };
}

function changeDraft(invoice: MockInvoice, change: (next: MockInvoice) => void) {
  const allowed = decideDraftChange(invoice.state);
  if (!allowed.ok) return refused(allowed);
  const booking = bookingOf(invoice);
  if (!booking) return noInvoice();
  const next = { ...invoice, charges: [...invoice.charges], adjustments: [...invoice.adjustments] };
  change(next);
  const draft = rebuild(booking, next);
  if (!draft.ok) return refused(draft);
  Object.assign(invoice, next, { lines: [...draft.lines] });
  return ok(view(invoice));
}

async function parsed<T extends v.GenericSchema>(schema: T, request: Request) {
  const result = v.safeParse(schema, await json(request));
  return result.success
    ? { value: result.output as v.InferOutput<T> }
    : { answer: validationFailed(fieldsOf(result.issues)) };
}

const replies = new Map<string, { hash: string; body: AdminInvoice }>();

function money(kind: 'payment' | 'refund') {
  return http.post(
    at(kind === 'payment' ? billingPaths.payments : billingPaths.refunds),
    async ({ request, params }) => {
      const found = await invoiceFor(request, params);
      if ('answer' in found) return found.answer;
      const { invoice } = found;
      const input = await parsed(kind === 'payment' ? paymentInputSchema : refundInputSchema, request);
      if ('answer' in input) return input.answer;
      const key = request.headers.get('Idempotency-Key');
      const hash = JSON.stringify(input.value);
      const prior = key ? replies.get(`${invoice.id}:${kind}:${key}`) : undefined;
      if (prior) {
        if (prior.hash !== hash)
          return problem(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used with a different request.',
          );
        return HttpResponse.json(prior.body, {
          headers: { 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' },
        });
      }
      const movement = { kind, ...input.value } as MoneyMovement;
      const decision =
        movement.kind === 'payment'
          ? decidePayment(accountOf(invoice), movement, { today: backOffice.today })
          : movement.kind === 'refund'
            ? decideRefund(accountOf(invoice), movement, { today: backOffice.today })
            : undefined;
      if (decision && !decision.ok) return refused(decision);
      invoice.movements.push({ id: nextId(), movement, recordedBy: found.user.answer.user.name });
      const body = view(invoice);
      if (key) replies.set(`${invoice.id}:${kind}:${key}`, { hash, body });
      return ok(body);
    },
  );
}

const tinyPdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function pdfAnswer(invoice: MockInvoice) {
  return new HttpResponse(tinyPdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'no-store',
    },
  });
}

function finalInvoices(): MockInvoice[] {
  data();
  for (const booking of data().bookings) invoiceOfBooking(booking);
  return [...billing.invoices.values()].filter((invoice) => invoice.state !== 'draft');
}

export const billingHandlers = [
  http.get(at(billingPaths.bookingInvoice), async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const booking = data().bookings.find((entry) => entry.id === params.id);
    const invoice = booking && invoiceOfBooking(booking);
    return invoice
      ? ok(view(invoice))
      : problem(404, 'not_found', 'This booking has no invoice yet: a draft is made when it is picked up.');
  }),
  http.put(at(billingPaths.scaleTicket), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const input = await parsed(scaleTicketInputSchema, request);
    if ('answer' in input) return input.answer;
    return changeDraft(found.invoice, (next) => {
      next.scaleTicket = { tonHundredths: input.value.tons, evidence: input.value.evidence };
    });
  }),
  http.post(at(billingPaths.charges), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const input = await parsed(chargeInputSchema, request);
    if ('answer' in input) return input.answer;
    return changeDraft(found.invoice, (next) => next.charges.push(input.value));
  }),
  http.post(at(billingPaths.adjustments), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const input = await parsed(adjustmentInputSchema, request);
    if ('answer' in input) return input.answer;
    return changeDraft(found.invoice, (next) => next.adjustments.push(input.value));
  }),
  http.delete(at(billingPaths.line), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const { invoice } = found;
    const position = Number(params.position);
    const line = invoice.lines[position];
    if (invoice.state !== 'draft') return changeDraft(invoice, () => {});
    if (!line || !['charge', 'discount', 'credit'].includes(line.kind))
      return validationFailed({ position: 'Only a charge, a discount or a credit can be taken off.' });
    const before = invoice.lines
      .slice(0, position)
      .filter((other) =>
        line.kind === 'charge'
          ? other.kind === 'charge'
          : other.kind === 'discount' || other.kind === 'credit',
      ).length;
    return changeDraft(invoice, (next) => {
      if (line.kind === 'charge') next.charges.splice(before, 1);
      else next.adjustments.splice(before, 1);
    });
  }),
  http.post(at(billingPaths.finalise), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const { invoice } = found;
    const year = numberingYear(now());
    const judged = decideFinalise(invoice, {
      number: formatDocumentNumber({ kind: 'invoice', year, sequence: 1 }),
      now: now(),
    });
    if (!judged.ok) return refused(judged);
    const final = decideFinalise(invoice, { number: nextNumber('invoice'), now: now() });
    if (!final.ok) return refused(final);
    Object.assign(invoice, {
      state: 'final',
      number: final.number,
      issueDate: final.issueDate,
      dueDate: final.dueDate,
    });
    return ok(view(invoice));
  }),
  http.post(at(billingPaths.void), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const input = await parsed(voidInvoiceInputSchema, request);
    if ('answer' in input) return input.answer;
    const { invoice } = found;
    const balance = invoiceBalance(accountOf(invoice), { today: backOffice.today });
    const decision = decideVoid(
      { state: invoice.state, netPaidCents: balance.netPaidCents, creditedCents: balance.creditedCents },
      input.value,
    );
    if (!decision.ok) return refused(decision);
    Object.assign(invoice, { state: 'void', voidReason: decision.reason, voidedOn: backOffice.today });
    return ok(view(invoice));
  }),
  http.post(at(billingPaths.creditNotes), async ({ request, params }) => {
    const found = await invoiceFor(request, params);
    if ('answer' in found) return found.answer;
    const input = await parsed(creditNoteInputSchema, request);
    if ('answer' in input) return input.answer;
    const { invoice } = found;
    const credited = {
      state: invoice.state,
      number: invoice.number ?? '',
      totalCents: totalOf(invoice),
      creditedCents: invoice.creditNotes.reduce((sum, note) => sum + note.totalCents, 0),
    };
    const year = numberingYear(now());
    const judged = decideCreditNote(credited, input.value, {
      number: formatDocumentNumber({ kind: 'credit_note', year, sequence: 1 }),
      now: now(),
      salesTax: noSalesTax,
    });
    if (!judged.ok) return refused(judged);
    const note = decideCreditNote(credited, input.value, {
      number: nextNumber('credit_note'),
      now: now(),
      salesTax: noSalesTax,
    });
    if (!note.ok) return refused(note);
    invoice.creditNotes.push({
      id: nextId(),
      number: note.number,
      issueDate: note.issueDate,
      reason: note.reason,
      totalCents: note.totalCents,
    });
    return ok(view(invoice));
  }),
  money('payment'),
  money('refund'),
  http.get(at(billingPaths.pdf), async ({ request, params }) => {
    const found = await invoiceFor(request, params, false);
    if ('answer' in found) return found.answer;
    return found.invoice.state === 'draft' ? noInvoice() : pdfAnswer(found.invoice);
  }),
  http.get(at(billingPaths.receivables), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const rows = finalInvoices()
      .filter((invoice) => invoice.state === 'final')
      .map((invoice) => {
        const booking = bookingOf(invoice) as AdminBookingDetail;
        const balance = invoiceBalance(accountOf(invoice), { today: backOffice.today });
        return {
          invoiceId: invoice.id,
          bookingId: booking.id,
          number: invoice.number ?? '',
          customerName: booking.name,
          customerEmail: booking.email,
          issueDate: invoice.issueDate ?? '',
          dueDate: invoice.dueDate ?? '',
          totalCents: totalOf(invoice),
          balanceCents: balance.balanceCents,
        };
      });
    const report = agingReport(rows, backOffice.today);
    return ok({
      today: backOffice.today,
      rows: report.rows,
      buckets: agingBuckets.map((bucket) => ({
        bucket,
        label: agingBucketLabels[bucket],
        ...report.buckets[bucket],
      })),
      totalCents: report.totalCents,
    });
  }),
  http.get(at(billingPaths.statement), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const query = v.safeParse(
      customerStatementQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return validationFailed(fieldsOf(query.issues));
    const email = query.output.email.toLowerCase();
    const mine = finalInvoices().filter((invoice) => bookingOf(invoice)?.email.toLowerCase() === email);
    const statement = customerStatement(
      {
        invoices: mine.map((invoice) => ({
          number: invoice.number ?? '',
          issueDate: invoice.issueDate ?? '',
          totalCents: totalOf(invoice),
          ...(invoice.state === 'void'
            ? { voided: { on: invoice.voidedOn ?? '', reason: invoice.voidReason ?? '' } }
            : {}),
        })),
        creditNotes: mine.flatMap((invoice) =>
          invoice.creditNotes.map((note) => ({ ...note, invoiceNumber: invoice.number ?? '' })),
        ),
        movements: mine.flatMap((invoice) =>
          invoice.movements.map(({ movement }) => ({ invoiceNumber: invoice.number ?? '', movement })),
        ),
      },
      { from: query.output.from, to: query.output.to },
    );
    const first = mine[0] && bookingOf(mine[0]);
    return ok({ email, customerName: first?.name ?? null, ...statement });
  }),
  http.get(at(billingPaths.export), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const query = v.safeParse(
      billingExportQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return validationFailed(fieldsOf(query.issues));
    const header = qboInvoiceColumns.map((column) => `"${column.header}"`).join(',');
    return new HttpResponse(`${header}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }),
];

/** An invoice of the mock in this state, made from a booking picked up when none is (tests, QA). */
export function mockInvoiceIn(
  state: 'draft' | 'final',
  { fresh = false } = {},
): { readonly id: string; readonly bookingId: string } {
  const existing = fresh
    ? undefined
    : [...billing.invoices.values()].find(
        (invoice) => invoice.state === state && (state === 'final' || invoice.lines.length === 1),
      );
  if (existing) return { id: existing.id, bookingId: existing.bookingId };
  const booking = data().bookings.find(
    (entry) =>
      (entry.status === 'picked_up' || entry.status === 'completed') &&
      ![...billing.invoices.values()].some((invoice) => invoice.bookingId === entry.id),
  );
  const invoice = booking && invoiceOfBooking(booking);
  if (!invoice) throw new Error('the mock has no booking picked up left');
  if (state === 'final') {
    const final = decideFinalise(invoice, { number: nextNumber('invoice'), now: now() });
    if (final.ok)
      Object.assign(invoice, {
        state: 'final',
        number: final.number,
        issueDate: final.issueDate,
        dueDate: final.dueDate,
      });
  }
  return { id: invoice.id, bookingId: invoice.bookingId };
}

/** A draft with a discount at position 1 (tests of the removal). */
export function mockDraftWithDiscount(): string {
  const { id } = mockInvoiceIn('draft');
  const invoice = billing.invoices.get(id) as MockInvoice;
  changeDraft(invoice, (next) =>
    next.adjustments.push({ kind: 'discount', amountCents: 100, reason: 'Test' }),
  );
  return id;
}

/** A final invoice paid $50 more than it owes (tests of the refund). */
export function mockOverpaidInvoice(): string {
  const { id } = mockInvoiceIn('final', { fresh: true });
  const invoice = billing.invoices.get(id) as MockInvoice;
  invoice.movements.push({
    id: nextId(),
    movement: {
      kind: 'payment',
      date: backOffice.today,
      amountCents: totalOf(invoice) + 5_000,
      tender: { method: 'cash' },
    },
    recordedBy: 'Mock',
  });
  return id;
}
