// The mock API in Node (component tests): every test file that talks to the API starts it with
// `startMockApiForTests()`, which also resets handlers, recorded requests and toasts between tests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBackOffice } from './admin/back-office-state.ts';
import { createHandlers } from './handlers.ts';
import { resetMockApiState } from './mock-api-state.ts';

export const server = setupServer(...createHandlers(() => 'success'));

export function startMockApiForTests(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockApiState();
    resetBackOffice();
  });
  afterAll(() => server.close());
}
