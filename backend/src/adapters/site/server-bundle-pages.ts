// Renders answer pages with the site's own server bundle (decision 0051): the same routes and
// components as the prerendered pages (frontend/dist/server/entry-server.js), rendered at request
// time with the page state, and put into the frame of the route's prerendered file, whose head
// (title, inlined stylesheet, boot script) is already right for it. The state goes beside the
// root as a JSON data block, escaped so no text in it can end the block.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageStateElementId } from '@dumpster/domain';
import type { AnswerPage, AnswerPages, PageState } from './answer-pages.ts';
import { loadCspHashes } from './page-csp.ts';

/** What the server bundle's `render` answers (frontend/src/entry-server.tsx). */
interface ServerRender {
  readonly html: string;
  readonly styleAttributeHashes: readonly string[];
}

interface ServerEntry {
  render(url: string, pageState?: PageState): Promise<ServerRender>;
}

const rootOpen = '<div id="root">';

/** JSON that is safe inside a <script> element: no '<' can start '</script' or '<!--'. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The prerendered page with its root's content replaced and the state block after the root. */
export function framePage(template: string, rootHtml: string, state: PageState): string {
  const start = template.indexOf(rootOpen);
  const bodyEnd = template.lastIndexOf('</body>');
  const end = template.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) throw new Error('The prerendered page has no root element');
  const stateBlock = `<script type="application/json" id="${pageStateElementId}">${scriptSafeJson(state)}</script>`;
  return `${template.slice(0, start + rootOpen.length)}${rootHtml}</div>${stateBlock}${template.slice(end + '</div>'.length)}`;
}

/** Where the prerender wrote a route's page: '/' -> index.html, '/book' -> book/index.html. */
function pageFile(clientDir: string, route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return path.join(clientDir, trimmed === '' ? 'index.html' : path.join(trimmed, 'index.html'));
}

export class ServerBundlePages implements AnswerPages {
  private entry: Promise<ServerEntry> | undefined;
  private readonly templates = new Map<string, Promise<string>>();
  private readonly clientDir: string;
  private readonly serverEntry: string;
  private readonly buildHashes;

  /** `distDir`: the site build, with client/ (the pages) and server/ (the bundle). */
  constructor(distDir: string) {
    this.clientDir = path.join(distDir, 'client');
    this.serverEntry = path.join(distDir, 'server/entry-server.js');
    this.buildHashes = loadCspHashes(this.clientDir);
  }

  async render(route: string, state: PageState): Promise<AnswerPage> {
    // Loaded on first use, once: a server that never answers a form post never loads React.
    this.entry ??= import(pathToFileURL(this.serverEntry).href) as Promise<ServerEntry>;
    let template = this.templates.get(route);
    if (!template) {
      template = readFile(pageFile(this.clientDir, route), 'utf8');
      this.templates.set(route, template);
    }
    const rendered = await (await this.entry).render(route, state);
    return {
      html: framePage(await template, rendered.html, state),
      cspHashes: {
        styleElements: this.buildHashes?.styleElements ?? [],
        styleAttributes: [
          ...new Set([...(this.buildHashes?.styleAttributes ?? []), ...rendered.styleAttributeHashes]),
        ],
      },
    };
  }
}

/** The answer pages when the site is built (client pages and server bundle), else undefined. */
export function answerPagesIfBuilt(distDir: string): AnswerPages | undefined {
  const built =
    existsSync(path.join(distDir, 'server/entry-server.js')) &&
    existsSync(path.join(distDir, 'client/index.html'));
  return built ? new ServerBundlePages(distDir) : undefined;
}
