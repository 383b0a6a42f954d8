// Renders one URL of the site to HTML at build time (scripts/prerender.ts) with the same routes,
// store and components as the browser, so the client hydrates what the server wrote.
import { formPosts, myBookingPaths, publicRoutes } from '@dumpster/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { sha256Source, styleAttributeValues } from '../scripts/csp-hashes.ts';
import './shared/styles/global.css.ts';
import { routes } from './app/routes.tsx';
import { type PageState, PageStateProvider } from './shared/page-state/page-state.tsx';
import { Providers } from './shared/providers/Providers.tsx';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  readonly html: string;
  /** The hoisted head tags (title, meta, canonical link, ...) that React placed before the body. */
  readonly head: string;
  /** 404 when only the catch-all route matched, else the router's status. */
  readonly status: number;
  /** CSP hashes of the style attributes in `html`, for a page rendered at request time. */
  readonly styleAttributeHashes: string[];
}

const ORIGIN = 'http://prerender.local';

// React 19 hoists <title>, <meta> and <link> out of the tree. Rendering a fragment (not a whole
// <html> document), it writes them before the body's markup; splitHead separates the two so the
// prerender step can put the head tags in <head> and the rest in the root element.
const leadingHeadTag = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>)/;

export function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  const tags: string[] = [];
  for (let match = leadingHeadTag.exec(rest); match; match = leadingHeadTag.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join(''), body: rest };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** The routes to write as HTML files: spec section 2's public routes (the 404 page is extra). */
export function prerenderPaths(): string[] {
  return publicRoutes();
}

/**
 * The pages a native form post ends on (decision 0051), prerendered too but kept out of the
 * sitemap: the contact confirmation is a plain page, and the booking confirmation's file is the
 * frame the server renders a receipt into.
 */
export function answerPagePaths(): string[] {
  return [
    formPosts.booking.confirmationPath,
    formPosts.contact.confirmationPath,
    // The customer's booking page (decision 0093): the refusal, and the shell the server sends for a
    // link that opens a booking (backend: routes/my-booking-page.ts).
    myBookingPaths.linkNotValid,
    myBookingPaths.shell,
  ];
}

/**
 * React's server renderer leaves the last task's context values (the router's location...) set
 * on the shared context objects until its next render switches them back. A tiny render does
 * that now, so a client renderer in the same process (the hydration test) starts clean.
 */
async function releaseContexts(): Promise<void> {
  const { prelude } = await prerenderToNodeStream(<span />);
  await streamToString(prelude);
}

/**
 * Renders `url`. `pageState` is what the server knew at request time (a form rendered again with
 * the visitor's values, a confirmation's receipt); the backend writes the same object into the
 * page for the browser's first render (decision 0051).
 */
export async function render(url: string, pageState?: PageState): Promise<RenderedPage> {
  // A new handler per render: it resolves the lazy routes afresh, so each render loads exactly
  // the chunks of its own page (the prerender step reads which ones, for the modulepreloads).
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`Rendering ${url} answered a redirect or a raw response (${context.status})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1);
  const status = leaf?.route.path === '*' ? 404 : context.statusCode;

  // hydrate={false}: no inline hydration-data script (the CSP forbids inline scripts); the
  // routes have no loaders, so the browser router needs no data to start from.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageStateProvider state={pageState}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PageStateProvider>
    </StrictMode>,
    // Every Suspense boundary is written in place, complete. React would otherwise move a large
    // one to the end of the document and put it back with an inline script, which the CSP
    // forbids; in place, a lazy part (the contact form) hydrates when its chunk arrives.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, body } = splitHead(await streamToString(prelude));
  await releaseContexts();
  const styleAttributeHashes = [...new Set(styleAttributeValues(body))].map(sha256Source);
  return { html: body, head, status, styleAttributeHashes };
}
