import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter, preloadCurrentRoutes } from './app/router.ts';
import { pageRoot } from './page-root.ts';

async function start() {
  const container = await pageRoot();
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
