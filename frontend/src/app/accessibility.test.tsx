import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

async function violationsOf(container: HTMLElement) {
  const results = await axe.run(container, {
    // jsdom has no layout or computed colours; contrast is checked on the tokens instead
    // (shared/styles/tokens.test.ts) and in the browser screenshots.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

describe('accessibility of every page (axe)', () => {
  it.each([
    ['/', /Florida's Premier/],
    ['/book', 'Book Your Dumpster'],
    ['/dumpster-sizes', 'Dumpster Sizes Guide'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/tampa', 'Dumpster Rental in Tampa, FL'],
    ['/green-cove-springs', 'Dumpster Rental in Green Cove Springs, FL'],
    ['/pensacola', 'Dumpster Rental in Pensacola, FL'],
    ['/not-a-page', '404 Page Not Found'],
    ['/my-booking', 'This link is not valid'],
  ])('finds no violations on %s', async (path, heading) => {
    const { container } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await violationsOf(container)).toEqual([]);
  });
});
