// The figures: the lines (with each charge's proof), the totals, then for an invoice every
// credit note, payment and refund with its sign, the balance, and the payment link while money
// is owed. Every figure comes from the document as the domain worked it out (decision 0150).
import type {
  DocumentLine,
  InvoiceDocument,
  InvoiceDocumentOfInvoice,
} from '../../application/billing/invoice-document.ts';
import { amountLine, heading, linkParagraph, paragraph } from './pdf-blocks.ts';
import type { PdfFlow, StructureElement } from './pdf-flow.ts';
import { drawTable, type TableCell, type TableColumn } from './pdf-table.ts';
import { moneyText, movementRow, rowDate } from './pdf-words.ts';

function lineTable(flow: PdfFlow, parent: StructureElement, lines: readonly DocumentLine[]): void {
  const taxed = lines.some((line) => line.taxCents !== 0);
  const columns: TableColumn[] = [
    { header: 'Description', width: 0, align: 'left' },
    { header: 'Quantity', width: 58, align: 'right' },
    { header: 'Unit price', width: 78, align: 'right' },
    ...(taxed ? [{ header: 'Sales tax', width: 70, align: 'right' } as const] : []),
    { header: 'Amount', width: 84, align: 'right' },
  ];
  const rows = lines.map((line): TableCell[] => [
    { text: line.description, note: line.evidenceNote },
    { text: line.quantity },
    { text: moneyText(line.unitPriceCents) },
    ...(taxed ? [{ text: moneyText(line.taxCents) }] : []),
    { text: moneyText(line.amountCents) },
  ]);
  drawTable(flow, parent, columns, rows);
}

function totals(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): void {
  flow.y += 8;
  amountLine(flow, parent, 'Subtotal', document.totals.subtotalCents);
  amountLine(flow, parent, 'Sales tax', document.totals.taxCents);
  const totalLabel = document.kind === 'invoice' ? 'Total' : 'Total credited';
  amountLine(flow, parent, totalLabel, document.totals.totalCents, { style: 'bold', size: 11 });
}

function paymentsAndCredits(
  flow: PdfFlow,
  parent: StructureElement,
  invoice: InvoiceDocumentOfInvoice,
): void {
  heading(flow, parent, 'Payments and credits');
  const rows: TableCell[][] = [
    ...invoice.creditNotes.map((note) => [
      { text: rowDate(note.issueDate) },
      { text: `Credit note ${note.number}` },
      { text: moneyText(-note.totalCents) },
    ]),
    ...invoice.movements.map((movement) => {
      const { description, signedCents } = movementRow(movement);
      return [{ text: rowDate(movement.date) }, { text: description }, { text: moneyText(signedCents) }];
    }),
  ];
  if (rows.length === 0) {
    paragraph(flow, parent, 'No payments recorded yet.');
    return;
  }
  drawTable(
    flow,
    parent,
    [
      { header: 'Date', width: 92, align: 'left' },
      { header: 'Description', width: 0, align: 'left' },
      { header: 'Amount', width: 84, align: 'right' },
    ],
    rows,
  );
}

function balance(flow: PdfFlow, parent: StructureElement, invoice: InvoiceDocumentOfInvoice): void {
  const { status, balanceCents, creditCents } = invoice.balance;
  flow.y += 8;
  const strong = { style: 'bold', size: 12 } as const;
  if (status === 'void') amountLine(flow, parent, 'Balance (void invoice)', 0, strong);
  else if (creditCents > 0) amountLine(flow, parent, 'Credit on your account', creditCents, strong);
  else
    amountLine(
      flow,
      parent,
      status === 'paid' ? 'Balance (paid in full)' : 'Balance due',
      balanceCents,
      strong,
    );
  if (invoice.paymentUrl && status !== 'void' && balanceCents > 0) {
    flow.y += 6;
    linkParagraph(flow, parent, 'Pay online:', invoice.paymentUrl);
  }
}

export function drawFigures(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): void {
  heading(flow, parent, document.kind === 'invoice' ? 'Charges' : 'Amounts credited');
  lineTable(flow, parent, document.lines);
  totals(flow, parent, document);
  if (document.kind === 'credit_note') {
    flow.y += 6;
    paragraph(
      flow,
      parent,
      `This credit note takes ${moneyText(document.totals.totalCents)} off the balance of invoice ${document.invoiceNumber}.`,
    );
    return;
  }
  paymentsAndCredits(flow, parent, document);
  balance(flow, parent, document);
}
