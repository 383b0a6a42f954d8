import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter, preloadCurrentRoutes } from './app/router.ts';

async function start() {
  // `npm run dev:mock`: a service worker answers /api/* so the site runs with no backend
  // (decision 0029). The dynamic import keeps msw out of every other build.
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./mocks/browser.ts');
    await startMockApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Prerendered HTML (a later build step) is hydrated; an empty root is rendered from scratch.
  if (container.hasChildNodes()) {
    await preloadCurrentRoutes(window.location);
    // Hydrating inside a transition lets React yield to the browser between chunks of work,
    // instead of one long task that blocks input on a phone (decision 0030).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  }
}

void start();
