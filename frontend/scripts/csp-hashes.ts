// The CSP hashes the site's inline styles need (docs/decisions/0033). The policy allows no
// inline script and only 'self' styles; two kinds of inline style remain, both hashed:
// - style attributes in the prerendered HTML (React writes `style={{...}}` as an attribute on
//   the server; in the browser it sets them through the CSSOM, which CSP does not govern), and
// - the site's stylesheet, inlined in each page's <style> by the prerender, and
// - the <style> elements react-aria injects at run time (usePress's touch-action rule and,
//   on iOS, usePreventScroll's overscroll rule): fixed texts, checked by the hydration test.
import { createHash } from 'node:crypto';

/** The texts react-aria 1.x puts in the <style> elements it adds to <head>. */
export const reactAriaStyleTexts = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The decoded values of every style="..." attribute in a page (what the browser hashes). */
export function styleAttributeValues(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity),
  );
}

export interface CspHashes {
  /** For style-src: the <style> elements. */
  readonly styleElements: string[];
  /** For style-src-attr (with 'unsafe-hashes'): the style attributes of the prerendered pages. */
  readonly styleAttributes: string[];
}

/** The texts of the <style> elements in a page (the inlined site stylesheet). */
export function styleElementTexts(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

export function cspHashesFor(pages: readonly string[]): CspHashes {
  const values = new Set(pages.flatMap(styleAttributeValues));
  const styles = new Set([...reactAriaStyleTexts, ...pages.flatMap(styleElementTexts)]);
  return {
    styleElements: [...styles].map(sha256Source),
    styleAttributes: [...values].sort().map(sha256Source),
  };
}
