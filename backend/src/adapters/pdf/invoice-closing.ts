// The end of the document: the terms (Net 15 and the spec's 7-day written dispute window, as
// the domain words them), how to pay and whom to ask, and the scale ticket's photo as a Figure
// with its alternative text.
import { paymentsAccepted } from '@dumpster/domain';
import type { InvoiceDocument, TicketPhoto } from '../../application/billing/invoice-document.ts';
import { heading, paragraph } from './pdf-blocks.ts';
import type { PdfFlow, StructureElement } from './pdf-flow.ts';

const photoBox = { width: 300, height: 340 } as const;

/** PDFKit opens an image to learn its size and then draws that object; its types omit `openImage`. */
interface OpenedImage {
  readonly width: number;
  readonly height: number;
}

function openImage(flow: PdfFlow, jpeg: Uint8Array): OpenedImage {
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  return (flow.doc as unknown as { openImage(source: Buffer): OpenedImage }).openImage(bytes);
}

function acceptedPayments(): string {
  const names = paymentsAccepted.map((name, index) => (index === 0 ? name : name.toLowerCase()));
  return `We accept ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
}

function ticketPhoto(flow: PdfFlow, parent: StructureElement, photo: TicketPhoto): void {
  const image = openImage(flow, photo.jpeg);
  const scale = Math.min(photoBox.width / image.width, photoBox.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  // The heading (about 40 points with its space above) and the photo stay on one page.
  flow.ensure(40 + height);
  heading(flow, parent, 'Scale ticket');
  const top = flow.y;
  const left = flow.left;
  flow.tag(parent, 'Figure', () => flow.doc.image(image as unknown as Buffer, left, top, { width, height }), {
    alt: photo.altText,
    bbox: [left, top, left + width, top + height],
    placement: 'Block',
  });
  flow.y += height + 6;
}

export function drawClosing(flow: PdfFlow, parent: StructureElement, document: InvoiceDocument): void {
  const { phone, email } = document.issuer;
  if (document.kind === 'invoice') {
    heading(flow, parent, 'Terms');
    paragraph(flow, parent, document.terms);
    paragraph(flow, parent, acceptedPayments());
  } else {
    heading(flow, parent, 'Questions');
  }
  paragraph(
    flow,
    parent,
    `Questions about this ${document.kind === 'invoice' ? 'invoice' : 'credit note'}? Call ${phone} or write to ${email}.`,
  );
  if (document.kind === 'invoice' && document.ticketPhoto) ticketPhoto(flow, parent, document.ticketPhoto);
}
