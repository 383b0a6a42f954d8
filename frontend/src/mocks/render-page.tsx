// Renders one feature's page as a visitor sees it, without the whole layout: the app's providers
// (a form makes a real store, whose api slice talks to msw), a router at the given address and
// the toast region, so tests read toasts as a user would.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Providers } from '../shared/providers/Providers.tsx';
import { ToastRegion } from '../shared/ui/ToastRegion.tsx';
import { toastQueue } from '../shared/ui/toast-queue.ts';

function TestLayout() {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}

export function renderPage(
  element: ReactNode,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  // The toast queue is app-wide: start each test with none showing.
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  const router = createMemoryRouter(
    [
      {
        element: <TestLayout />,
        children: [
          { path, element },
          { path: '*', element: <p>Navigated away</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
