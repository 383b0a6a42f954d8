import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framePage, ServerBundlePages, scriptSafeJson } from './server-bundle-pages.ts';

const template =
  '<!doctype html><html><head><title>Book</title><style>b{}</style></head>' +
  '<body><div id="root"><form><input name="name" value=""/></form></div>\n  </body>\n</html>';

const hostile = '</script><script>alert(1)</script><!-- $& $1 \u2028';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'answer-pages-'));
  mkdirSync(path.join(dist, 'client/book'), { recursive: true });
  mkdirSync(path.join(dist, 'client/.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'client/index.html'), template);
  writeFileSync(path.join(dist, 'client/book/index.html'), template);
  writeFileSync(
    path.join(dist, 'client/.vite/csp-hashes.json'),
    JSON.stringify({ styleElements: ["'sha256-site'"], styleAttributes: ["'sha256-built'"] }),
  );
  // A stand-in for the site's server bundle: it escapes the value as React does.
  writeFileSync(
    path.join(dist, 'server/entry-server.js'),
    `const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function render(url, state) {
  const name = state['form:booking']?.values?.name ?? '';
  return { html: '<form data-url="' + url + '"><input name="name" value="' + escape(name) + '"/></form>', head: '', status: 200, styleAttributeHashes: ["'sha256-attr'"] };
}`,
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('answer pages rendered with the server bundle', () => {
  it('puts the render in the root of the prerendered page and the state beside it, hostile text inert', async () => {
    const pages = new ServerBundlePages(dist);
    const state = { 'form:booking': { values: { name: hostile }, errors: {}, key: 'k' } };
    const page = await pages.render('/book', state);

    expect(page.html).toContain('<title>Book</title>');
    expect(page.html).toContain(
      '<div id="root"><form data-url="/book"><input name="name" value="&lt;/script&gt;',
    );
    expect(page.html).not.toContain('<form><input name="name" value=""/></form>');
    // One script element only: the state block; nothing in the state closes it.
    expect(page.html.match(/<script/g)).toHaveLength(1);
    expect(page.html.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(
      page.html,
    )?.[1];
    expect(JSON.parse(block ?? '')).toEqual(state);
    expect(page.html.endsWith('</script>\n  </body>\n</html>')).toBe(true);
    expect(page.cspHashes).toEqual({
      styleElements: ["'sha256-site'"],
      styleAttributes: ["'sha256-built'", "'sha256-attr'"],
    });
  });

  it('escapes every "<" and the JavaScript line separators in the state', () => {
    expect(scriptSafeJson({ a: '</script>\u2028\u2029' })).toBe('{"a":"\\u003c/script>\\u2028\\u2029"}');
  });

  it('refuses a page without a root element', () => {
    expect(() => framePage('<html><body></body></html>', '', {})).toThrow(/no root element/);
  });
});
