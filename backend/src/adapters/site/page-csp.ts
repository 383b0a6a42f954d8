// The prerendered pages carry a few inline styles (style attributes React wrote at build time,
// and react-aria's run-time <style> rules). The build lists their hashes in
// .vite/csp-hashes.json; this adds them to the Content-Security-Policy the security middleware
// set, for HTML answers only, so the policy stays 'self' with no 'unsafe-inline' anywhere
// (docs/decisions/0033).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CspHashes {
  readonly styleElements: readonly string[];
  readonly styleAttributes: readonly string[];
}

const hashSource = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export function loadCspHashes(root: string): CspHashes | undefined {
  const file = path.join(root, '.vite/csp-hashes.json');
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspHashes>;
  const valid = (list: unknown) =>
    Array.isArray(list) ? list.filter((item) => hashSource.test(String(item))) : [];
  return { styleElements: valid(parsed.styleElements), styleAttributes: valid(parsed.styleAttributes) };
}

/** The policy with the hashes added to style-src and to a style-src-attr with 'unsafe-hashes'. */
export function extendPolicy(policy: string, hashes: CspHashes): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => directive.split(/\s+/));
  const find = (name: string) => directives.find(([directiveName]) => directiveName === name);
  const add = (name: string, sources: readonly string[]) => {
    if (sources.length === 0) return;
    let directive = find(name);
    if (!directive) {
      directive = [name];
      directives.push(directive);
    }
    // 'none' cannot stand beside sources: the hashes replace it.
    const noneAt = directive.indexOf("'none'");
    if (noneAt > 0) directive.splice(noneAt, 1);
    for (const source of sources) if (!directive.includes(source)) directive.push(source);
  };
  if (!find('style-src')) directives.push(['style-src', "'self'"]);
  add('style-src', hashes.styleElements);
  // Hashes match attributes only with 'unsafe-hashes' (CSP 3), which allows nothing else.
  add('style-src-attr', hashes.styleAttributes.length ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []);
  return directives.map((directive) => directive.join(' ')).join(';');
}
