// The invoice's typeface (decision 0152): DejaVu Sans, regular and bold, embedded and subset in
// every PDF. PDFKit's built-in Helvetica is not embedded (PDF/UA asks for embedded fonts) and only
// writes the WinAnsi characters, so a customer named Nguyễn would come out garbled; DejaVu Sans
// covers Latin with Vietnamese, Greek and Cyrillic.
//
// The files are read and parsed once per process and the parsed fonts handed to every document:
// parsing DejaVu's tables again for each PDF cost most of a render (docs/performance.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export interface PdfFonts {
  readonly regular: Font;
  readonly bold: Font;
}

const require = createRequire(import.meta.url);

function parsed(file: string): Font {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!('postscriptName' in font) || !('layout' in font))
    throw new Error(`${file} is a font collection, not one font`);
  return font;
}

let loaded: PdfFonts | undefined;

/** DejaVu Sans from the `dejavu-fonts-ttf` package, parsed on first use and kept. */
export function dejaVuSans(): PdfFonts {
  loaded ??= { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };
  return loaded;
}
