import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shared/providers/Providers.tsx';
import { BookingPage } from './BookingPage.tsx';

// The page is prerendered at build time (no query, another day) and hydrated later in the
// visitor's browser: the first client render must match that HTML exactly.
function page(at: string) {
  const router = createMemoryRouter([{ path: '/book', element: <BookingPage /> }], { initialEntries: [at] });
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the booking page rendered at build time', () => {
  it('hydrates on a later day with a size query without a mismatch, then fills in the dates and size', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T15:00:00Z'));
    const html = renderToString(page('/book'));
    expect(html).toContain('Book Your Dumpster');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.map(String).join(' ')));

    vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
    await act(async () => {
      root = hydrateRoot(container, page('/book?size=15'), {
        onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
      });
    });

    expect(problems).toEqual([]);
    expect(screen.getByRole('radio', { name: /15 Yard Dumpster/ })).toBeChecked();
    const delivery = screen.getByRole('group', { name: 'Delivery date' });
    expect(
      within(delivery)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['11', '22', '2026']);
  });
});
