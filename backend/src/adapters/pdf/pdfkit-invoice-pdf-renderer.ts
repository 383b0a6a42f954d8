// The invoice PDF with PDFKit (decisions 0150-0152): a tagged PDF (PDF/UA identification, the
// document's language, its title shown in the viewer's title bar, a structure tree of headings,
// paragraphs, tables and the figure) on US Letter, in DejaVu Sans embedded and subset. Pages are
// buffered so each can carry "Page 1 of 2" and, on a void invoice, the VOID watermark.
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../application/billing/invoice-document.ts';
import type { InvoicePdfRenderer } from '../../application/ports/invoice-pdf-renderer.ts';
import { drawClosing } from './invoice-closing.ts';
import { drawFigures } from './invoice-figures.ts';
import { documentTitle, drawHeading } from './invoice-heading.ts';
import { colours, margin, PdfFlow, pageSize } from './pdf-flow.ts';
import { dejaVuSans, type PdfFonts } from './pdf-fonts.ts';
import { specimenInvoice } from './pdf-specimen.ts';

/** A document that contradicts itself is a caller's bug: refuse it rather than print it. */
function check(document: InvoiceDocument): void {
  if (!document.number.trim()) throw new RangeError('A document needs its number before it is rendered');
  if (document.lines.length === 0) throw new RangeError(`${document.number} has no lines`);
  if (document.kind !== 'invoice') return;
  const isVoid = document.balance.status === 'void';
  if (isVoid && !document.voidReason?.trim())
    throw new RangeError(`${document.number} is void but has no reason to print`);
  if (!isVoid && document.voidReason !== null)
    throw new RangeError(`${document.number} has a void reason but is ${document.balance.status}`);
}

/**
 * PDFKit copies the title, author and subject into the XMP metadata without escaping them, so an
 * '&' (as in the business's name) would make that XML malformed and the PDF/UA metadata unreadable.
 */
function metadataText(text: string): string {
  return text.replaceAll('&', 'and').replace(/[<>]/g, '');
}

function pageFurniture(flow: PdfFlow, document: InvoiceDocument): void {
  const isVoid = document.kind === 'invoice' && document.balance.status === 'void';
  flow.onEveryPage((index, count) => {
    flow.artifact(() => {
      flow.write(
        `${document.issuer.name} · ${documentTitle(document)} · Page ${index + 1} of ${count}`,
        flow.left,
        pageSize.height - margin.bottom + 24,
        flow.width,
        { size: 8.5, color: colours.muted, align: 'center' },
      );
    }, 'Pagination');
    if (!isVoid) return;
    flow.artifact(() => {
      const { doc } = flow;
      doc.save();
      doc.rotate(-35, { origin: [pageSize.width / 2, pageSize.height / 2] });
      doc.fillOpacity(0.1);
      flow.write('VOID', 0, pageSize.height / 2 - 70, pageSize.width, {
        style: 'bold',
        size: 140,
        color: colours.void,
        align: 'center',
      });
      doc.restore();
    });
  });
}

export class PdfkitInvoicePdfRenderer implements InvoicePdfRenderer {
  private readonly fonts: PdfFonts;

  /** The fonts are parsed once per process, when the first renderer is made. */
  constructor(fonts: PdfFonts = dejaVuSans()) {
    this.fonts = fonts;
  }

  /**
   * Renders a specimen `rounds` times and discards it, so the first customer's invoice does not
   * pay for unoptimised code and the fonts' first decoding. For the composition root, at start.
   */
  async warmUp(rounds = 5): Promise<void> {
    for (let round = 0; round < rounds; round += 1) await this.render(specimenInvoice);
  }

  async render(document: InvoiceDocument): Promise<Buffer> {
    check(document);
    const title = documentTitle(document);
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: margin.top, left: margin.side, right: margin.side, bottom: margin.bottom },
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-US',
      displayTitle: true,
      // PDFKit's types list only the PDF/A subsets; 'PDF/UA' adds the pdfuaid mark to the metadata.
      subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
      // The default font, so PDFKit never loads its unembedded Helvetica. PDFKit 0.20 takes a
      // parsed fontkit font; its types still ask for a file.
      font: this.fonts.regular as unknown as string,
      info: {
        Title: metadataText(title),
        Author: metadataText(document.issuer.name),
        Subject: metadataText(`${title} for booking ${document.bookingReference}`),
      },
    });
    const chunks: Buffer[] = [];
    const finished = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.font(this.fonts.bold as unknown as string);

    const flow = new PdfFlow(doc, {
      regular: this.fonts.regular.postscriptName,
      bold: this.fonts.bold.postscriptName,
    });
    const root = doc.struct('Document');
    doc.addStructure(root);
    drawHeading(flow, root, document);
    drawFigures(flow, root, document);
    drawClosing(flow, root, document);
    root.end();
    pageFurniture(flow, document);
    doc.end();
    return finished;
  }
}
