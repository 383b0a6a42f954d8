// The answers the mock API can give (decision 0029): QA picks one in `npm run dev:mock` with
// `?scenario=` on any page (remembered in localStorage), tests pick one with `server.use`.

export const mockScenarios = [
  'success',
  'validation-error',
  'server-error',
  'slow',
  'dates-unavailable',
] as const;
export type MockScenario = (typeof mockScenarios)[number];

export const scenarioStorageKey = 'mock-api-scenario';

/** How long the 'slow' scenario waits before it answers, in milliseconds. */
export const slowAnswerMs = 4000;

export function isMockScenario(value: unknown): value is MockScenario {
  return typeof value === 'string' && (mockScenarios as readonly string[]).includes(value);
}

/**
 * The scenario chosen in the browser: `?scenario=` in the page's address wins and is remembered,
 * so it survives client-side navigation; `?scenario=success` goes back to the default.
 */
export function browserScenario(): MockScenario {
  if (typeof window === 'undefined') return 'success';
  const fromQuery = new URLSearchParams(window.location.search).get('scenario');
  if (isMockScenario(fromQuery)) {
    window.localStorage.setItem(scenarioStorageKey, fromQuery);
    return fromQuery;
  }
  const stored = window.localStorage.getItem(scenarioStorageKey);
  return isMockScenario(stored) ? stored : 'success';
}
