// The invoice PDF read back with pdf.js: what the customer reads (every line and figure, the
// terms with the 7-day dispute window, VOID with its reason, a credit note's wording, a long
// invoice over several pages) and what a screen reader relies on (tags, language, title, alt text).
import { invoiceTermsText, policies } from '@dumpster/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkPayment,
  creditNoteDocument,
  invoiceDocument,
  longInvoiceDocument,
} from '../../test-support/invoice-documents.ts';
import { specimenInvoice } from './pdf-specimen.ts';
import { moneyText } from './pdf-words.ts';
import { PdfkitInvoicePdfRenderer } from './pdfkit-invoice-pdf-renderer.ts';
import { findRoles, type ReadPdf, readPdf } from './test-fixtures/read-pdf.ts';

const renderer = new PdfkitInvoicePdfRenderer();

/** The sentence as printed, line breaks made spaces (the reader does the same). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('an open invoice with a payment and the ticket photo', () => {
  const document = invoiceDocument({ movements: [checkPayment] });
  let bytes: Buffer;
  let pdf: ReadPdf;
  beforeAll(async () => {
    bytes = await renderer.render(document);
    pdf = await readPdf(bytes);
  });

  it('names the invoice, the customer and the site', () => {
    expect(pdf.text).toContain('Invoice INV-2026-000123');
    expect(pdf.text).toContain('Dana Whitfield');
    expect(pdf.text).toContain('Whitfield Renovations LLC');
    expect(pdf.text).toContain('1234 Riverside Ave Jacksonville, FL 32204');
    expect(pdf.text).toContain('Booking: CH-7K3M-9Q2P');
    expect(pdf.text).toContain('Invoice date: December 11, 2026');
    expect(pdf.text).toContain('Due date: December 26, 2026');
    expect(pdf.text).toContain('Status: Open');
  });

  it("prints the business's details", () => {
    expect(pdf.text).toContain('Coastal Haul Dumpster Rental & Demolition');
    expect(pdf.text).toContain('4410 Philips Hwy Jacksonville, FL 32207');
    expect(pdf.text).toContain('(904) 555-0142');
    expect(pdf.text).toContain('info@coastalhaul.example');
  });

  it('lists every line with its description, quantity, unit price and amount', () => {
    expect(document.lines).toHaveLength(5);
    for (const line of document.lines) {
      expect(pdf.text).toContain(oneLine(line.description));
      expect(pdf.text).toContain(
        `${line.quantity} ${moneyText(line.unitPriceCents)} ${moneyText(line.amountCents)}`,
      );
    }
    expect(pdf.text).toContain('2.20 $85.00 $187.00');
    expect(pdf.text).toContain('Discount: Repeat customer 1 -$20.00 -$20.00');
  });

  it("shows each charge's proof under its line", () => {
    expect(pdf.text).toContain('Mattress Driver: mattress under the shingles, photo 2');
    expect(pdf.text).toContain("Shown in the driver's photo");
  });

  it('totals, then the payment, then the balance still due', () => {
    expect(pdf.text).toContain('Subtotal $797.00 Sales tax $0.00 Total $797.00');
    expect(pdf.text).toContain('Dec 12, 2026 Payment, Check #1042 -$200.00');
    expect(pdf.text).toContain('Balance due $597.00');
  });

  it('states the terms with the 7-day written dispute window', () => {
    expect(pdf.text).toContain(invoiceTermsText);
    expect(pdf.text).toContain(`write to us within ${policies.disputeWindowDays} days of the invoice`);
    expect(pdf.text).toContain('We accept Cash, check, credit card and debit card.');
  });

  it('links to the payment page while money is owed', () => {
    expect(pdf.text).toContain('Pay online: https://pay.coastalhaul.example/i/INV-2026-000123');
    expect(pdf.pages.flatMap((page) => page.linkUrls)).toEqual([
      'https://pay.coastalhaul.example/i/INV-2026-000123',
    ]);
    expect(findRoles(pdf.pages[0]?.structure ?? null, 'Link')).toHaveLength(1);
  });

  it('embeds the scale ticket photo as a figure with its alternative text', () => {
    expect(pdf.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBe(1);
    const figures = pdf.pages.flatMap((page) => findRoles(page.structure, 'Figure'));
    expect(figures.map((figure) => figure.alt)).toEqual([
      'Photo of the scale ticket: net weight 5.20 tons, December 8, 2026',
    ]);
    expect(pdf.text).toContain('Scale ticket');
  });

  it('carries its title and language in the metadata, and viewers show the title', () => {
    expect(pdf.info.Title).toBe('Invoice INV-2026-000123');
    expect(pdf.xmpTitle).toBe('Invoice INV-2026-000123');
    expect(pdf.info.Language).toBe('en-US');
    expect(pdf.lang).toBe('en-US');
    expect(pdf.displayDocTitle).toBe(true);
  });

  it('keeps its XMP metadata well-formed despite the "&" in the business name', () => {
    expect(pdf.info.Author).toBe('Coastal Haul Dumpster Rental and Demolition');
    expect(pdf.pdfUaPart).toBe('1');
  });

  it('embeds both its fonts and never falls back to an unembedded standard font', () => {
    const raw = bytes.toString('latin1');
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(2);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('is a tagged PDF: headings, the lines as a table with column headers', () => {
    expect(pdf.marked).toBe(true);
    const first = pdf.pages[0]?.structure ?? null;
    expect(findRoles(first, 'Document')).toHaveLength(1);
    expect(findRoles(first, 'H1')).toHaveLength(1);
    expect(findRoles(first, 'H2').length).toBeGreaterThanOrEqual(3);
    const [lines] = findRoles(first, 'Table');
    const rows = findRoles(lines ?? null, 'TR');
    expect(rows).toHaveLength(1 + document.lines.length);
    expect(rows[0]?.children.map((cell) => [cell.role, cell.scope])).toEqual(
      Array.from({ length: 4 }, () => ['TH', 'Column']),
    );
    expect(rows.slice(1).every((row) => row.children.every((cell) => cell.role === 'TD'))).toBe(true);
  });
});

describe('names outside the Latin-1 range', () => {
  it('prints Vietnamese, Greek and Cyrillic names as written (the embedded font covers them)', async () => {
    const name = 'Nguyễn Thị Hương, Đức Ωμέγα Жуков';
    const pdf = await readPdf(await renderer.render(invoiceDocument({ customerName: name })));
    expect(pdf.text).toContain(name);
  });

  it('still renders a name in a script the font lacks, keeping the rest readable', async () => {
    const pdf = await readPdf(await renderer.render(invoiceDocument({ customerName: '王小明 Wang' })));
    expect(pdf.text).toContain('Wang');
    expect(pdf.text).toContain('Balance due $797.00');
  });
});

describe('a void invoice', () => {
  it('says VOID with the reason and asks for nothing', async () => {
    const document = invoiceDocument({ voidReason: 'Booked twice by mistake.' });
    const pdf = await readPdf(await renderer.render(document));
    expect(pdf.text).toContain('VOID');
    expect(pdf.text).toContain(
      'This invoice was voided. Reason: Booked twice by mistake. Nothing is owed on it',
    );
    expect(pdf.text).toContain('Status: Void');
    expect(pdf.text).toContain('Balance (void invoice) $0.00');
    expect(pdf.text).not.toContain('Pay online');
    expect(pdf.pages.flatMap((page) => page.linkUrls)).toEqual([]);
  });

  it('is refused without its reason, and a reason is refused on an invoice that is not void', async () => {
    const voided = invoiceDocument({ voidReason: 'x' });
    await expect(renderer.render({ ...voided, voidReason: ' ' })).rejects.toThrow(/void but has no reason/);
    await expect(renderer.render({ ...invoiceDocument(), voidReason: 'Oops' })).rejects.toThrow(
      /has a void reason but is open/,
    );
  });
});

describe('a credit note', () => {
  it('is worded as a credit note against its invoice, with no balance or payment link', async () => {
    const pdf = await readPdf(await renderer.render(creditNoteDocument()));
    expect(pdf.text).toContain('Credit note CN-2026-000007');
    expect(pdf.text).toContain('Corrects invoice: INV-2026-000123');
    expect(pdf.text).toContain('Why this credit note The scale ticket belonged to another truck');
    expect(pdf.text).toContain('Amounts credited');
    expect(pdf.text).toContain('Overweight charge given back 1 $187.00 $187.00');
    expect(pdf.text).toContain('Total credited $187.00');
    expect(pdf.text).toContain('This credit note takes $187.00 off the balance of invoice INV-2026-000123.');
    expect(pdf.text).not.toContain('Balance due');
    expect(pdf.text).not.toContain('Pay online');
    expect(pdf.info.Title).toBe('Credit note CN-2026-000007');
  });
});

describe('a 40-line invoice', () => {
  const document = longInvoiceDocument();
  let pdf: ReadPdf;
  beforeAll(async () => {
    pdf = await readPdf(await renderer.render(document));
  });

  it('breaks onto further pages, repeating the table header on each', () => {
    expect(document.lines).toHaveLength(40);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const header = 'Description Quantity Unit price Amount';
    expect(pdf.pages[0]?.text).toContain(header);
    expect(pdf.pages[1]?.text.startsWith(header)).toBe(true);
    expect(pdf.pages.map((page) => page.text).join(' ')).toContain(`Page 1 of ${pdf.pages.length}`);
  });

  it('tags one table of 40 rows: the header repeated on later pages is an artifact, not a row', () => {
    // pdf.js gives each page the whole of any structure element that has content on it.
    const [lines] = findRoles(pdf.pages[1]?.structure ?? null, 'Table');
    const rows = findRoles(lines ?? null, 'TR');
    expect(rows).toHaveLength(1 + 40);
    expect(rows.filter((row) => row.children.some((cell) => cell.role === 'TH'))).toEqual([rows[0]]);
  });

  it('prints every line and the total', () => {
    for (const line of document.lines)
      expect(pdf.text).toContain(`${moneyText(line.unitPriceCents)} ${moneyText(line.amountCents)}`);
    expect(pdf.text).toContain(`Total ${moneyText(document.totals.totalCents)}`);
  });
});

describe('other figures', () => {
  it('adds a sales tax column when a line is taxed', async () => {
    const taxed = invoiceDocument({
      salesTax: { rental: 700, extra_days: 700, overweight: 0, charge: 0, discount: 700, credit: 0 },
    });
    const pdf = await readPdf(await renderer.render(taxed));
    expect(pdf.text).toContain('Description Quantity Unit price Sales tax Amount');
    expect(pdf.text).toContain('$400.00 $28.00 $400.00');
    expect(pdf.text).toContain(`Sales tax ${moneyText(taxed.totals.taxCents)}`);
  });

  it("shows an overpayment as the customer's credit, a refund with its reason, and no link", async () => {
    const pdf = await readPdf(
      await renderer.render(
        invoiceDocument({
          movements: [
            { kind: 'payment', date: '2026-12-12', amountCents: 80_000, tender: { method: 'cash' } },
            {
              kind: 'payment',
              date: '2026-12-13',
              amountCents: 5_000,
              tender: { method: 'card', cardType: 'debit', last4: '4242', terminalReference: 'T-88' },
            },
            {
              kind: 'refund',
              date: '2026-12-14',
              amountCents: 5_000,
              tender: { method: 'cash' },
              reason: 'Paid twice',
            },
          ],
        }),
      ),
    );
    expect(pdf.text).toContain('Payment, Cash -$800.00');
    expect(pdf.text).toContain('Payment, Debit card ending 4242 -$50.00');
    expect(pdf.text).toContain('Refund, Cash (Paid twice) $50.00');
    expect(pdf.text).toContain('Status: Paid');
    expect(pdf.text).toContain('Credit on your account $3.00');
    expect(pdf.text).not.toContain('Pay online');
  });

  it('leaves the photo out when there is none', async () => {
    const pdf = await readPdf(await renderer.render(invoiceDocument({ ticketPhoto: false })));
    expect(pdf.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBe(0);
    expect(pdf.text).not.toContain('Scale ticket');
  });
});

describe('warming up at start', () => {
  it('renders the specimen, a complete invoice, without error', async () => {
    await expect(renderer.warmUp(1)).resolves.toBeUndefined();
    const pdf = await readPdf(await renderer.render(specimenInvoice));
    expect(pdf.text).toContain('Invoice INV-2000-000001');
    expect(pdf.text).toContain('Balance due $647.00');
  });
});
