// Turning an invoice or a credit note into the PDF the customer receives and staff download
// (decision 0150). The adapter (adapters/pdf/) owns the layout, the fonts and the
// tagging; the use case only hands it the document.
import type { InvoiceDocument } from '../billing/invoice-document.ts';

export interface InvoicePdfRenderer {
  /** The whole PDF file. Rejects a document that contradicts itself (a void without a reason). */
  render(document: InvoiceDocument): Promise<Uint8Array>;
}
