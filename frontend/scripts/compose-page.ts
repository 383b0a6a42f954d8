// One prerendered page: the built index.html with the rendered app in its root element and a
// head in the order the browser should fetch things: the page's title and meta tags, then its
// CSS (inlined when small, the only render-blocking part), then the module script and the
// modulepreloads of the page's chunks, which do not block rendering, or in their place the boot
// script that loads them after the first paint.
import type { PageAssets } from './page-assets.ts';

export interface RenderedPage {
  readonly html: string;
  readonly head: string;
  readonly status: number;
}

export interface ComposeOptions {
  /** The CSS text of a stylesheet URL to inline as a <style>, or undefined to keep the link. */
  readonly inlineCss?: (href: string) => string | undefined;
  /**
   * The URL of the boot script (boot-script.ts): when given, the page loads only it, and it
   * imports the entry and preloads the chunks after the first paint.
   */
  readonly bootSrc?: string;
}

const emptyRoot = /<div id="root">\s*<\/div>/;
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const modulepreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b[^>]*\btype="module"[^>]*><\/script>/g;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const hrefOf = (tag: string) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '';

function take(head: string, pattern: RegExp): { found: string[]; rest: string } {
  const found = head.match(pattern) ?? [];
  return { found, rest: head.replace(pattern, '') };
}

export function composePage(
  template: string,
  page: RenderedPage,
  assets: PageAssets,
  options: ComposeOptions = {},
): string {
  if (!emptyRoot.test(template)) throw new Error('The built index.html has no empty <div id="root"></div>');
  const headMatch = /<head>([\s\S]*?)<\/head>/.exec(template);
  if (!headMatch) throw new Error('The built index.html has no <head>');

  let head = (headMatch[1] ?? '').replace(/<title>[\s\S]*?<\/title>/, '');
  const styles = take(head, stylesheetLink);
  head = styles.rest;
  const scripts = take(head, moduleScript);
  head = scripts.rest;
  const preloads = take(head, modulepreloadLink);
  head = preloads.rest;

  const stylesheetHrefs = [...styles.found.map(hrefOf), ...assets.stylesheets];
  const styleTags = stylesheetHrefs.map((href) => {
    const css = options.inlineCss?.(href);
    // A stylesheet that could close the element is never inlined.
    if (css !== undefined && !/<\/style/i.test(css)) return `<style>${css}</style>`;
    return `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`;
  });
  const preloadTags = [
    ...preloads.found,
    ...assets.modulepreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  const kept = head
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let scriptTags = [...scripts.found, ...preloadTags];
  if (options.bootSrc) {
    const entries = scripts.found.map((tag) => /\bsrc="([^"]*)"/.exec(tag)?.[1]).filter(Boolean);
    if (entries.length !== 1)
      throw new Error(`Expected one module script in index.html, found ${entries.length}`);
    const preloadHrefs = [...preloads.found.map(hrefOf), ...assets.modulepreloads];
    scriptTags = [
      `<script type="module" src="${escapeAttribute(options.bootSrc)}" data-entry="${escapeAttribute(entries[0] ?? '')}" data-preload="${escapeAttribute(preloadHrefs.join(' '))}"></script>`,
    ];
  }
  const newHead = [...kept, page.head, ...styleTags, ...scriptTags].filter(Boolean);

  return template
    .replace(headMatch[0], () => `<head>\n    ${newHead.join('\n    ')}\n  </head>`)
    .replace(emptyRoot, () => `<div id="root">${page.html}</div>`);
}

/** Where a route's HTML goes inside the client build: '/' -> index.html, '/tampa' -> tampa/index.html. */
export function htmlFileFor(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
