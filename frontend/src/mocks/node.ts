// The mock API in Node (component tests): every test file that talks to the API starts it with
// `startMockApiForTests()`, which also resets handlers, recorded requests and toasts between tests,
// and makes the mock back office's data around one fixed instant (never the day the tests run).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBackOffice, setMockDataClock } from './admin/back-office-state.ts';
import { createHandlers } from './handlers.ts';
import { resetMockApiState } from './mock-api-state.ts';

export const server = setupServer(...createHandlers(() => 'success'));

/** The mock back office's "now" in tests: Tuesday, November 24, 2026, 9:30 AM in Florida. */
export const mockDataInstant = new Date('2026-11-24T14:30:00Z');

export function startMockApiForTests(): void {
  beforeAll(() => {
    setMockDataClock(() => mockDataInstant);
    resetBackOffice();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockApiState();
    resetBackOffice();
  });
  afterAll(() => server.close());
}
