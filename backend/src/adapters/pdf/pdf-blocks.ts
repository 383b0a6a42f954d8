// The blocks the invoice is made of, each one tagged as what it is (decision 0151): headings
// (H1, H2), paragraphs (P), a label with its amount on one line, and a link (Link, with its
// annotation in the structure so a screen reader can follow it).
import { colours, type PdfFlow, type StructureElement, type TextOptions } from './pdf-flow.ts';
import { moneyText } from './pdf-words.ts';

/** Space a heading keeps below it on its page, so it never ends a page alone. */
const keepWithNext = 48;

export function heading(flow: PdfFlow, parent: StructureElement, text: string): void {
  const options: TextOptions = { style: 'bold', size: 12.5 };
  flow.y += 14;
  const height = flow.measure(text, flow.width, options);
  flow.ensure(height + keepWithNext);
  const top = flow.y;
  flow.tag(parent, 'H2', () => flow.write(text, flow.left, top, flow.width, options));
  flow.y += height + 6;
}

export function paragraph(
  flow: PdfFlow,
  parent: StructureElement,
  text: string,
  options: TextOptions & { readonly x?: number; readonly width?: number } = {},
): void {
  const x = options.x ?? flow.left;
  const width = options.width ?? flow.width;
  const height = flow.measure(text, width, options);
  flow.ensure(height);
  const top = flow.y;
  flow.tag(parent, 'P', () => flow.write(text, x, top, width, options));
  flow.y += height + 4;
}

const amountWidth = 96;
const labelWidth = 200;

/** 'Subtotal ........ $587.00' at the right of the page, read as one paragraph. */
export function amountLine(
  flow: PdfFlow,
  parent: StructureElement,
  label: string,
  cents: number,
  options: TextOptions = {},
): void {
  const right = flow.left + flow.width;
  const height = Math.max(
    flow.measure(label, labelWidth, options),
    flow.measure(moneyText(cents), amountWidth, options),
  );
  flow.ensure(height);
  const top = flow.y;
  flow.tag(parent, 'P', () => {
    flow.write(label, right - amountWidth - labelWidth, top, labelWidth, { ...options, align: 'right' });
    flow.write(moneyText(cents), right - amountWidth, top, amountWidth, { ...options, align: 'right' });
  });
  flow.y += height + 3;
}

/** '<label> <url>', the address underlined and clickable, tagged as a link inside a paragraph. */
export function linkParagraph(flow: PdfFlow, parent: StructureElement, label: string, url: string): void {
  const labelText = `${label} `;
  const height = flow.measure(labelText + url, flow.width);
  flow.ensure(height);
  const top = flow.y;
  const container = flow.doc.struct('P');
  parent.add(container);
  flow.tag(container, 'Span', () => flow.write(labelText, flow.left, top, flow.width));
  const labelWidth = flow.widthOf(labelText);
  flow.tag(container, 'Link', () => {
    flow.write(url, flow.left + labelWidth, top, flow.width - labelWidth, {
      color: colours.link,
      link: url,
    });
  });
  container.end();
  flow.y += height + 4;
}
