// The mock API in the browser (`npm run dev:mock`): a service worker answers /api/* so the site
// runs with no backend. Loaded only by a dynamic import in mock mode.
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers.ts';
import { browserScenario } from './scenarios.ts';

export const worker = setupWorker(...createHandlers(browserScenario));

export async function startMockApi(): Promise<void> {
  await worker.start({
    // Pages, scripts and images go to Vite as usual; only the API is mocked.
    onUnhandledFrame: 'bypass',
    quiet: false,
  });
}
