import { describe, expect, it } from 'vitest';
import { defaultPriceList } from './default-price-list.ts';
import { buildInvoiceDraft } from './invoice-draft.ts';
import { qboDate, qboItemName } from './qbo-format.ts';
import {
  type ExportedInvoice,
  qboCreditMemoColumns,
  qboCreditMemoRows,
  qboInvoiceColumns,
  qboInvoiceRows,
} from './qbo-invoice-rows.ts';
import { qboPaymentColumns, qboPaymentRow, qboRefundColumns, qboRefundRow } from './qbo-payment-rows.ts';
import { noSalesTax } from './sales-tax.ts';
import { driverPhoto, sevenDayQuote, ticketPhoto } from './test-fixtures.ts';

const draft = buildInvoiceDraft({
  rental: { dumpsterSize: '15-yard', quote: sevenDayQuote, lateDays: 0 },
  priceList: defaultPriceList,
  salesTax: { ...noSalesTax, rental: 700 },
  scaleTicket: { tonHundredths: 520, evidence: [ticketPhoto] },
  charges: [{ code: 'prohibited-tire', quantity: 2, evidence: [driverPhoto] }],
  adjustments: [{ kind: 'discount', amountCents: 2_000, reason: 'Repeat customer' }],
});
if (!draft.ok) throw new Error(draft.message);

const invoice: ExportedInvoice = {
  number: 'INV-2026-000123',
  customer: 'Jane Smith',
  issueDate: '2026-12-11',
  dueDate: '2026-12-26',
  bookingReference: 'CH-7K3M9Q',
  serviceDate: '2026-12-01',
  lines: draft.lines,
};

describe('QuickBooks Online rows', () => {
  it("writes dates as MM/DD/YYYY and names each line's product/service", () => {
    expect(qboDate('2026-12-01')).toBe('12/01/2026');
    expect(() => qboDate('12/01/2026')).toThrow(RangeError);
    expect(draft.lines.map(qboItemName)).toEqual([
      'Dumpster rental',
      'Overweight',
      'Prohibited item',
      'Discount',
    ]);
  });

  it("maps an invoice to one row per line under QuickBooks' own import headers", () => {
    expect(qboInvoiceColumns.map((column) => column.header)).toEqual([
      'InvoiceNo',
      'Customer',
      'InvoiceDate',
      'DueDate',
      'Terms',
      'Memo',
      'Item(Product/Service)',
      'ItemDescription',
      'ItemQuantity',
      'ItemRate',
      'ItemAmount',
      'ItemTaxCode',
      'ItemTaxAmount',
      'Service Date',
    ]);
    const head = ['INV-2026-000123', 'Jane Smith', '12/11/2026', '12/26/2026', 'Net 15', 'CH-7K3M9Q'];
    expect(qboInvoiceRows(invoice)).toEqual([
      [
        ...head,
        'Dumpster rental',
        '15 Yard Dumpster, 7-day rental',
        '1',
        '400.00',
        '400.00',
        'TAX',
        '28.00',
        '12/01/2026',
      ],
      [
        ...head,
        'Overweight',
        'Overweight: 2.20 tons above the 3 tons included (scale ticket 5.20 tons) at $85 a ton',
        '2.20',
        '85.00',
        '187.00',
        'NON',
        '0.00',
        '12/01/2026',
      ],
      [
        ...head,
        'Prohibited item',
        'Tire (2 at $25 each)',
        '2',
        '25.00',
        '50.00',
        'NON',
        '0.00',
        '12/01/2026',
      ],
      [
        ...head,
        'Discount',
        'Discount: Repeat customer',
        '1',
        '-20.00',
        '-20.00',
        'NON',
        '0.00',
        '12/01/2026',
      ],
    ]);
    for (const row of qboInvoiceRows(invoice)) expect(row).toHaveLength(qboInvoiceColumns.length);
  });

  it('marks the amount columns numeric so the CSV writer never prefixes a minus sign', () => {
    expect(qboInvoiceColumns.filter((column) => column.numeric).map((column) => column.header)).toEqual([
      'ItemQuantity',
      'ItemRate',
      'ItemAmount',
      'ItemTaxAmount',
    ]);
  });

  it('keeps a void invoice as one zero row saying why, so no number is missing from the books', () => {
    expect(qboInvoiceRows({ ...invoice, voided: { reason: 'Booked twice' } })).toEqual([
      [
        'INV-2026-000123',
        'Jane Smith',
        '12/11/2026',
        '12/26/2026',
        'Net 15',
        'CH-7K3M9Q VOID: Booked twice',
        'Dumpster rental',
        'Void: Booked twice',
        '0',
        '0.00',
        '0.00',
        'NON',
        '0.00',
        '12/01/2026',
      ],
    ]);
  });

  it('maps a credit note to credit memo rows naming the invoice', () => {
    const rows = qboCreditMemoRows(
      {
        number: 'CN-2026-000007',
        invoiceNumber: 'INV-2026-000123',
        issueDate: '2026-12-20',
        reason: 'Scale ticket misread',
        lines: [
          { correctsKind: 'overweight', description: '0.50 ton less', amountCents: 4_250, taxCents: 0 },
        ],
        subtotalCents: 4_250,
        taxCents: 0,
        totalCents: 4_250,
      },
      'Jane Smith',
    );
    expect(rows).toEqual([
      [
        'CN-2026-000007',
        'Jane Smith',
        '12/20/2026',
        'For INV-2026-000123: Scale ticket misread',
        'Overweight',
        '0.50 ton less',
        '42.50',
        'NON',
        '0.00',
      ],
    ]);
    expect(rows[0]).toHaveLength(qboCreditMemoColumns.length);
  });

  it('maps payments by method: cash, check with its number, card with the terminal reference', () => {
    const row = (tender: Parameters<typeof qboPaymentRow>[0]['movement']['tender']) =>
      qboPaymentRow({
        id: 'PAY-1',
        invoiceNumber: 'INV-2026-000123',
        customer: 'Jane Smith',
        movement: { kind: 'payment', date: '2026-12-15', amountCents: 58_700, tender },
      });
    expect(row({ method: 'cash' })).toEqual([
      'PAY-1',
      '12/15/2026',
      'Jane Smith',
      'Cash',
      '',
      'Undeposited Funds',
      'INV-2026-000123',
      '587.00',
      '',
    ]);
    expect(row({ method: 'check', checkNumber: '1042' }).slice(3, 5)).toEqual(['Check', '1042']);
    expect(row({ method: 'card', cardType: 'debit', last4: '4242', terminalReference: 'T-88812' })).toEqual([
      'PAY-1',
      '12/15/2026',
      'Jane Smith',
      'Debit Card',
      'T-88812',
      'Undeposited Funds',
      'INV-2026-000123',
      '587.00',
      'card ending 4242',
    ]);
    expect(qboPaymentColumns).toHaveLength(9);
  });

  it('maps a refund to a refund receipt from the bookkeeper account', () => {
    const row = qboRefundRow(
      {
        id: 'REF-1',
        invoiceNumber: 'INV-2026-000123',
        customer: 'Jane Smith',
        movement: {
          kind: 'refund',
          date: '2026-12-22',
          amountCents: 1_300,
          tender: { method: 'cash' },
          reason: 'Overpaid',
        },
      },
      { depositTo: 'Undeposited Funds', refundFrom: 'Operating Checking' },
    );
    expect(row).toEqual([
      'REF-1',
      '12/22/2026',
      'Jane Smith',
      'Cash',
      '',
      'Operating Checking',
      'Customer credit',
      'Refund for INV-2026-000123: Overpaid',
      '13.00',
      'INV-2026-000123',
    ]);
    expect(row).toHaveLength(qboRefundColumns.length);
  });
});
