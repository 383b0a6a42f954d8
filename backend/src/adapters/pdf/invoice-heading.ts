// The top of the invoice or credit note: its title and number (the one H1), the business's
// details, the document's dates and status, who is billed and where the dumpster stood, and for
// a void invoice the VOID mark with its reason, before any figure.
import type { InvoiceDocument } from '../../application/billing/invoice-document.ts';
import { heading, paragraph } from './pdf-blocks.ts';
import { colours, type PdfFlow, type StructureElement } from './pdf-flow.ts';
import { documentDate, statusWords } from './pdf-words.ts';

export function documentTitle(document: InvoiceDocument): string {
  return `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${document.number}`;
}

function facts(document: InvoiceDocument): [string, string][] {
  if (document.kind === 'credit_note')
    return [
      ['Date', documentDate(document.issueDate)],
      ['Corrects invoice', document.invoiceNumber],
      ['Booking', document.bookingReference],
    ];
  return [
    ['Invoice date', documentDate(document.issueDate)],
    ['Due date', documentDate(document.dueDate)],
    ['Booking', document.bookingReference],
    ['Status', statusWords[document.balance.status]],
  ];
}

/** The right-hand column: the title, then each fact as 'Label   value' on one line. */
function titleAndFacts(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): number {
  const x = flow.left + flow.width * 0.55;
  const width = flow.width * 0.45;
  const top = flow.y;
  const kindWord = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  let y = top;
  flow.tag(parent, 'H1', () => {
    y += flow.write(kindWord, x, y, width, { style: 'bold', size: 22, align: 'right' });
    y += flow.write(document.number, x, y, width, { style: 'bold', size: 12, align: 'right' });
  });
  y += 8;
  for (const [label, value] of facts(document)) {
    const rowTop = y;
    flow.tag(parent, 'P', () => {
      flow.write(`${label}:`, x, rowTop, width * 0.45, { size: 9.5, color: colours.muted });
      flow.write(value, x + width * 0.45, rowTop, width * 0.55, { size: 9.5, align: 'right' });
    });
    y += flow.measure(value, width * 0.55, { size: 9.5 }) + 2;
  }
  return y;
}

/** The left-hand column: the business that issues the document. */
function issuer(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): number {
  const width = flow.width * 0.5;
  const { name, addressLines, phone, email } = document.issuer;
  paragraph(flow, parent, name, { style: 'bold', size: 12, width });
  for (const line of [addressLines.join('\n'), phone, email])
    paragraph(flow, parent, line, { size: 9.5, width, color: colours.muted });
  return flow.y;
}

function parties(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): void {
  const { customer, site } = document;
  const customerLines = [customer.name, customer.companyName, customer.email, customer.phone].filter(
    (line): line is string => Boolean(line),
  );
  const siteLines = [site.street, `${site.city}, ${site.state} ${site.zipCode}`];
  const half = flow.width / 2 - 8;
  const top = flow.y;
  let bottom = top;
  for (const [index, [title, lines]] of (
    [
      ['Bill to', customerLines],
      ['Dumpster site', siteLines],
    ] as const
  ).entries()) {
    const x = flow.left + index * (half + 16);
    flow.y = top;
    flow.tag(parent, 'H2', () => flow.write(title, x, top, half, { style: 'bold', size: 11 }));
    flow.y += flow.measure(title, half, { style: 'bold', size: 11 }) + 3;
    for (const line of lines) paragraph(flow, parent, line, { x, width: half, size: 10 });
    bottom = Math.max(bottom, flow.y);
  }
  flow.y = bottom;
}

/** The VOID mark: a red box that says so and why, before anything that looks like an amount owed. */
function voidMark(flow: PdfFlow, parent: StructureElement, reason: string): void {
  const inner = flow.width - 24;
  const because = reason.trim().replace(/[.!?]+$/, '');
  const sentence = `This invoice was voided. Reason: ${because}. Nothing is owed on it; its number stays in our records.`;
  const height = 34 + flow.measure(sentence, inner) + 12;
  flow.y += 12;
  flow.ensure(height);
  const top = flow.y;
  flow.artifact(() =>
    flow.doc.rect(flow.left, top, flow.width, height).lineWidth(2).strokeColor(colours.void).stroke(),
  );
  flow.tag(parent, 'P', () =>
    flow.write('VOID', flow.left + 12, top + 8, inner, { style: 'bold', size: 20, color: colours.void }),
  );
  flow.tag(parent, 'P', () => flow.write(sentence, flow.left + 12, top + 36, inner));
  flow.y = top + height;
}

export function drawHeading(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): void {
  const top = flow.y;
  const factsBottom = titleAndFacts(flow, parent, document);
  flow.y = top;
  const issuerBottom = issuer(flow, parent, document);
  flow.y = Math.max(factsBottom, issuerBottom) + 14;
  flow.rule();
  flow.y += 12;
  parties(flow, parent, document);
  if (document.kind === 'invoice' && document.balance.status === 'void')
    voidMark(flow, parent, document.voidReason ?? '');
  if (document.kind === 'credit_note') {
    heading(flow, parent, 'Why this credit note');
    paragraph(flow, parent, document.reason);
  }
}
