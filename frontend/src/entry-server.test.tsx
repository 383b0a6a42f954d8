import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactAriaStyleTexts, sha256Source } from '../scripts/csp-hashes.ts';
import { App } from './app/App.tsx';
import { createAppRouter, preloadCurrentRoutes } from './app/router.ts';
import { prerenderPaths, render, splitHead } from './entry-server.tsx';
import type { PageState } from './shared/page-state/page-state.tsx';

// The visitor's clock at hydration is a year and a day after the build's: anything that reads
// the date while rendering (footer year, date-picker defaults) then differs from the HTML.
const aYearAndADayLater = () => new Date(Date.now() + 366 * 24 * 60 * 60 * 1000);

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Loads the server's HTML into the document and hydrates it as entry-client.tsx does. */
async function hydrateServerHtml(url: string, pageState?: PageState) {
  const page = await render(url, pageState);
  document.head.innerHTML = page.head;
  // As the backend frames a page it renders at request time: its state beside the root.
  const stateBlock = pageState
    ? `<script type="application/json" id="page-state">${JSON.stringify(pageState).replace(/</g, '\\u003c')}</script>`
    : '';
  document.body.innerHTML = `<div id="root">${page.html}</div>${stateBlock}`;
  const container = document.getElementById('root') as HTMLElement;
  const serverHtml = container.innerHTML;

  const problems: string[] = [];
  const record = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // A development-only note that the server renderer ran in this same process a moment ago
    // (it marks each context it provided); a browser never runs both, so it says nothing here.
    if (message.startsWith('Detected multiple renderers concurrently rendering the same context provider'))
      return;
    problems.push(message);
  };
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);

  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(aYearAndADayLater());
  window.history.replaceState(null, '', url);
  await preloadCurrentRoutes(window.location);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`) },
    );
  });
  // A lazy part inside Suspense (the home page's contact form) hydrates when its chunk arrives.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { page, problems, serverHtml, container };
}

describe('the server entry', () => {
  it('prerenders every public route of spec section 2', () => {
    expect(prerenderPaths()).toEqual(
      expect.arrayContaining(['/', '/book', '/dumpster-sizes', '/privacy', '/terms', '/tampa']),
    );
    expect(prerenderPaths()).toHaveLength(31);
  });

  it.each(['/', '/tampa', '/dumpster-sizes', '/book', '/privacy', '/terms'])(
    'renders %s with status 200, its title, canonical and heading, and hydrates it with no console error',
    async (url) => {
      const { page, problems, container } = await hydrateServerHtml(url);
      expect(page.status).toBe(200);
      expect(page.head).toMatch(/<title>[^<]+<\/title>/);
      expect(page.head).toContain(`<link rel="canonical" href="http://localhost:3000${url}"/>`);
      expect(page.html).toMatch(/<h1\b/);
      expect(page.html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
      expect(problems).toEqual([]);
      expect(container.querySelector('h1')).not.toBeNull();
    },
  );

  it('adds no <style> element at run time that the CSP hashes of the build do not allow', async () => {
    // react-aria skips its <style> when NODE_ENV is 'test'; here it must behave as in the browser.
    vi.stubEnv('NODE_ENV', 'development');
    await hydrateServerHtml('/book');
    const allowed = reactAriaStyleTexts.map(sha256Source);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const text of styles) expect(allowed).toContain(sha256Source(text));
  });

  it('renders a booking form answer at request time, hostile values escaped, and hydrates it as the server wrote it', async () => {
    const hostile = '"><img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const answer = {
      values: {
        bookingType: 'commercial',
        name: hostile,
        companyName: '',
        dumpsterSize: '15-yard',
        smsOptIn: true,
      },
      errors: { companyName: 'Company name is required for commercial bookings' },
      notice: {
        title: 'Please check the form',
        description: 'Please correct the highlighted fields and try again.',
      },
      key: '3f2a8e4c-1b5d-4a6f-9c7e-2d8b0a1e5f30',
    };
    const { page, problems, container } = await hydrateServerHtml('/book', { 'form:booking': answer });
    expect(page.html).not.toContain('<img');
    expect(page.html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    expect(page.html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(problems).toEqual([]);
    const form = container.querySelector('form[data-form="booking"]') as HTMLFormElement;
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe(hostile);
    expect((form.elements.namedItem('idempotencyKey') as HTMLInputElement).value).toBe(answer.key);
    expect(form.textContent).toContain('Company name is required for commercial bookings');
    expect(form.textContent).toContain('Please check the form');
    expect(form.querySelector('input[value="15-yard"]')).toBeChecked();
  });

  it('renders an unknown path as the not-found page with status 404 and hydrates it cleanly', async () => {
    const { page, problems, container } = await hydrateServerHtml('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(problems).toEqual([]);
    expect(container.textContent).toContain('Did you forget to add the page to the router?');
  });
});

describe('splitHead', () => {
  it('moves the leading title, meta and link tags to the head and keeps the rest as the body', () => {
    const html =
      '<title>Tampa | Coastal Haul</title><meta name="description" content="a &gt; b"/>' +
      '<link rel="canonical" href="http://x/tampa"/><a href="#main">Skip</a><main><h1>Tampa</h1></main>';
    expect(splitHead(html)).toEqual({
      head: '<title>Tampa | Coastal Haul</title><meta name="description" content="a &gt; b"/><link rel="canonical" href="http://x/tampa"/>',
      body: '<a href="#main">Skip</a><main><h1>Tampa</h1></main>',
    });
  });

  it('leaves tags that come after the first element of the body in the body', () => {
    const html = '<title>T</title><div><meta itemprop="x" content="y"/></div>';
    expect(splitHead(html)).toEqual({
      head: '<title>T</title>',
      body: '<div><meta itemprop="x" content="y"/></div>',
    });
  });
});
