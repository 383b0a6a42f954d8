// A top-to-bottom writer over PDFKit for a tagged document (decision 0151): it keeps the vertical
// position, starts a new page before a block that would not fit (then redraws what must repeat,
// such as a table's header), and keeps every mark on the page either tagged content (inside a
// structure element, so a screen reader reads it in order) or an artifact (rules, fills, page
// footers, which PDF/UA requires to be marked as such). It never lets PDFKit break a page by
// itself in the middle of a tagged paragraph.
/// <reference types="pdfkit" />

export const pageSize = { width: 612, height: 792 } as const; // US Letter, in points
export const margin = { top: 54, side: 54, bottom: 64 } as const;

/** Colours with at least 4.5:1 against white (WCAG 1.4.3 for the printed text too). */
export const colours = {
  ink: '#1f2933',
  muted: '#4b5866',
  rule: '#9aa5b1',
  fill: '#eef2f5',
  void: '#b42318',
  link: '#0b5cad',
} as const;

export type TextStyle = 'regular' | 'bold';

export interface TextOptions {
  readonly style?: TextStyle;
  readonly size?: number;
  readonly color?: string;
  readonly align?: 'left' | 'right' | 'center';
  /** Makes the text a link to this address, underlined. */
  readonly link?: string;
}

type Doc = PDFKit.PDFDocument;
export type StructureElement = PDFKit.PDFStructureElement;

/** What PDFKit accepts for a structure element; its types predate `scope` and `bbox` (0.19). */
export interface StructureOptions extends PDFKit.Mixins.StructureElementOptions {
  readonly scope?: 'Row' | 'Column';
  /** Left, top, right, bottom in points from the top-left corner: where a figure sits. */
  readonly bbox?: readonly [number, number, number, number];
  readonly placement?: 'Block' | 'Inline';
}

const lineGap = 1.5;

export class PdfFlow {
  /** The top of the next block, in points from the top of the page. */
  y: number = margin.top;
  private repeatOnNewPage: (() => void) | undefined;

  readonly doc: Doc;
  private readonly fontNames: Readonly<Record<TextStyle, string>>;

  /**
   * `fontNames`: the PostScript name of each font the document already loaded. PDFKit finds a
   * loaded font by that name without building it again (it would for a registered alias).
   */
  constructor(doc: Doc, fontNames: Readonly<Record<TextStyle, string>>) {
    this.doc = doc;
    this.fontNames = fontNames;
  }

  get left(): number {
    return margin.side;
  }

  get width(): number {
    return pageSize.width - 2 * margin.side;
  }

  private get bottom(): number {
    return pageSize.height - margin.bottom;
  }

  /** Starts a new page first when `height` points no longer fit on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > margin.top) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = margin.top;
    this.repeatOnNewPage?.();
  }

  /**
   * Runs `body`; every page it starts begins with `header`, which marks itself as a pagination
   * artifact (the reader already heard it on the first page).
   */
  repeating(header: () => void, body: () => void): void {
    const outer = this.repeatOnNewPage;
    this.repeatOnNewPage = () => {
      outer?.();
      header();
    };
    try {
      body();
    } finally {
      this.repeatOnNewPage = outer;
    }
  }

  private use({ style = 'regular', size = 10, color = colours.ink }: TextOptions): void {
    this.doc.font(this.fontNames[style]).fontSize(size).fillColor(color);
  }

  /** The height `text` takes in a box `width` points wide. */
  measure(text: string, width: number, options: TextOptions = {}): number {
    this.use(options);
    return this.doc.heightOfString(text, { width, lineGap });
  }

  /** The width of `text` on one line. */
  widthOf(text: string, options: TextOptions = {}): number {
    this.use(options);
    return this.doc.widthOfString(text);
  }

  /** Draws `text` in a box at (x, y); returns the height it took. Call inside a tag or artifact. */
  write(text: string, x: number, y: number, width: number, options: TextOptions = {}): number {
    this.use(options);
    const { align = 'left', link } = options;
    this.doc.text(text, x, y, { width, lineGap, align, ...(link ? { link, underline: true } : {}) });
    return this.doc.heightOfString(text, { width, lineGap });
  }

  /** A structure element under `parent` whose content is what `draw` puts on the page. */
  tag(parent: StructureElement, type: string, draw: () => void, options: StructureOptions = {}): void {
    parent.add(this.doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, draw));
  }

  /** Marks that are decoration or repetition, never read aloud. Never nested: PDFKit would close the outer one. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** A thin horizontal rule across the page at the current position. */
  rule(y: number = this.y, color: string = colours.rule): void {
    this.artifact(() => {
      this.doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.75)
        .strokeColor(color)
        .stroke();
    });
  }

  /**
   * Page footers and the like, drawn on every page once the content is laid out: the page
   * count is known only then. PDFKit would start a new page for text below the bottom margin,
   * so the margin is lifted while the footer is drawn.
   */
  onEveryPage(draw: (pageIndex: number, pageCount: number) => void): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      draw(index - start, count);
      this.doc.page.margins.bottom = saved;
    }
  }
}
