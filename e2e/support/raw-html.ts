// Reads what the server sends before any script runs: the raw HTML of a route.
import type { APIRequestContext } from '@playwright/test';

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([\da-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface RawPage {
  readonly status: number;
  readonly html: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly canonical: string | undefined;
  /** Text of the first <h1>, tags removed. */
  readonly h1: string | undefined;
}

function attribute(tag: string | undefined, name: string): string | undefined {
  const value = tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

export async function fetchRaw(request: APIRequestContext, path: string): Promise<RawPage> {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  const html = await response.text();
  const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  const descriptionTag = html.match(/<meta\s[^>]*name="description"[^>]*>/)?.[0];
  const canonicalTag = html.match(/<link\s[^>]*rel="canonical"[^>]*>/)?.[0];
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  return {
    status: response.status(),
    html,
    title: title === undefined ? undefined : decodeEntities(title),
    description: attribute(descriptionTag, 'content'),
    canonical: attribute(canonicalTag, 'href'),
    h1: h1 === undefined ? undefined : decodeEntities(h1.replace(/<[^>]+>/g, '')).trim(),
  };
}
