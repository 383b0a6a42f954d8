// The mock back office's state (decision 0069): its data and the signed-in session, kept in memory
// for tests and in the tab's sessionStorage in `npm run dev:mock`.
import { businessDateAt } from '@dumpster/domain';
import { type MockBackOfficeData, makeBackOfficeData } from './back-office-data.ts';

export interface MockSession {
  readonly userId: string;
  readonly csrfToken: string;
}

/** The mock's state: reset between tests (resetBackOffice) and on a page reload in the browser. */
export const backOffice = {
  data: undefined as MockBackOfficeData | undefined,
  session: undefined as MockSession | undefined,
  /** State-changing requests, with the CSRF header they carried (tests assert on it). */
  received: [] as { method: string; path: string; csrf: string | null; body: unknown }[],
  today: '',
};

// In `npm run dev:mock` the state is kept in the tab's sessionStorage, so a reload keeps QA signed
// in and keeps the statuses they changed; tests keep it in memory.
const storageKey = 'mock-back-office';
const persistent = import.meta.env.MODE === 'mock' && typeof sessionStorage !== 'undefined';

interface StoredBackOffice {
  readonly session: MockSession | undefined;
  readonly today: string;
  readonly data: Omit<MockBackOfficeData, 'passwords'> & { passwords: [string, string][] };
}

export function save(): void {
  if (!persistent || !backOffice.data) return;
  const stored: StoredBackOffice = {
    session: backOffice.session,
    today: backOffice.today,
    data: { ...backOffice.data, passwords: [...backOffice.data.passwords] },
  };
  sessionStorage.setItem(storageKey, JSON.stringify(stored));
}

function restore(): boolean {
  const text = persistent ? sessionStorage.getItem(storageKey) : null;
  if (!text) return false;
  const stored = JSON.parse(text) as StoredBackOffice;
  backOffice.session = stored.session;
  backOffice.today = stored.today;
  backOffice.data = { ...stored.data, passwords: new Map(stored.data.passwords) };
  return true;
}

/**
 * The instant the mock's data are made around: the real time in `npm run dev:mock` (QA sees a
 * realistic today), a fixed one in tests (`startMockApiForTests`), so the rows a test reads, and
 * its verdict, are the same on whatever day it runs.
 */
let dataClock: () => Date = () => new Date();

export function setMockDataClock(clock: () => Date): void {
  dataClock = clock;
}

export function resetBackOffice(now = dataClock()): void {
  backOffice.today = businessDateAt(now);
  backOffice.data = makeBackOfficeData(backOffice.today, now);
  backOffice.session = undefined;
  backOffice.received.length = 0;
}

/** The data, made on first use (a session set before it, as tests do, is kept). */
export function data(): MockBackOfficeData {
  if (!backOffice.data && !restore()) {
    const now = dataClock();
    backOffice.today = businessDateAt(now);
    backOffice.data = makeBackOfficeData(backOffice.today, now);
  }
  return backOffice.data as MockBackOfficeData;
}
