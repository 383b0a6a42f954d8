// Reads a PDF back the way a viewer and a screen reader would, with pdf.js: each page's text,
// the document's metadata and language, the structure tree, images and links. The tests assert
// on what a person would find in the file, never on how PDFKit wrote it.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface StructureNode {
  readonly role: string;
  readonly alt?: string;
  readonly scope?: string;
  readonly children: readonly StructureNode[];
}

export interface PdfPage {
  /** The page's text with runs of white space (line breaks included) made one space. */
  readonly text: string;
  /** The tagged content of this page, from the catalog's StructTreeRoot; null when there is none. */
  readonly structure: StructureNode | null;
  readonly imageCount: number;
  readonly linkUrls: readonly string[];
}

export interface ReadPdf {
  readonly pages: readonly PdfPage[];
  /** Every page's text, in order, one space apart. */
  readonly text: string;
  readonly info: Readonly<Record<string, unknown>>;
  /** The XMP metadata's dc:title and pdfuaid:part; null when the XMP is missing or malformed. */
  readonly xmpTitle: string | null;
  readonly pdfUaPart: string | null;
  readonly marked: boolean;
  readonly displayDocTitle: boolean;
  /** The catalog's /Lang, as a viewer reads it. */
  readonly lang: string | null;
}

interface RawNode {
  role?: string;
  alt?: string;
  scope?: string;
  children?: RawNode[];
}

function node(raw: RawNode): StructureNode {
  return {
    role: raw.role ?? '',
    ...(raw.alt === undefined ? {} : { alt: raw.alt }),
    ...(raw.scope === undefined ? {} : { scope: raw.scope }),
    children: (raw.children ?? []).filter((child) => child.role !== undefined).map(node),
  };
}

/** Every node under `root` (itself included) with this role, in reading order. */
export function findRoles(root: StructureNode | null, role: string): StructureNode[] {
  if (!root) return [];
  return [...(root.role === role ? [root] : []), ...root.children.flatMap((child) => findRoles(child, role))];
}

/** pdf.js declares the MarkInfo flags as an object but hands back a Map. */
function flag(flags: unknown, name: string): boolean {
  if (flags instanceof Map) return flags.get(name) === true;
  return typeof flags === 'object' && flags !== null && (flags as Record<string, unknown>)[name] === true;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const loading = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await loading.promise;
  try {
    const pages: PdfPage[] = [];
    let lang: string | null = null;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      lang = content.lang;
      const text = content.items
        .map((item) => ('str' in item ? item.str : ' '))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const structure = (await page.getStructTree()) as RawNode | null;
      const operators = await page.getOperatorList();
      const annotations = (await page.getAnnotations()) as { url?: string }[];
      pages.push({
        text,
        structure: structure ? node(structure) : null,
        imageCount: operators.fnArray.filter((op) => op === OPS.paintImageXObject).length,
        linkUrls: annotations.flatMap((annotation) => (annotation.url ? [annotation.url] : [])),
      });
    }
    const { info, metadata } = await pdf.getMetadata();
    const markInfo = await pdf.getMarkInfo();
    const preferences = await pdf.getViewerPreferences();
    return {
      pages,
      text: pages.map((page) => page.text).join(' '),
      info: info as Record<string, unknown>,
      xmpTitle: metadata?.get('dc:title') ?? null,
      pdfUaPart: metadata?.get('pdfuaid:part') ?? null,
      marked: flag(markInfo, 'Marked'),
      displayDocTitle: preferences?.get('DisplayDocTitle') === true,
      lang,
    };
  } finally {
    await loading.destroy();
  }
}
