import { afterEach, describe, expect, it } from 'vitest';
import { browserScenario, scenarioStorageKey } from './scenarios.ts';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the scenario chosen in the browser', () => {
  it("is 'success' by default", () => {
    expect(browserScenario()).toBe('success');
  });

  it('comes from ?scenario= and is remembered for later pages', () => {
    window.history.replaceState(null, '', '/book?scenario=server-error');
    expect(browserScenario()).toBe('server-error');
    window.history.replaceState(null, '', '/');
    expect(browserScenario()).toBe('server-error');
    expect(window.localStorage.getItem(scenarioStorageKey)).toBe('server-error');
  });

  it('ignores an unknown scenario', () => {
    window.history.replaceState(null, '', '/?scenario=meltdown');
    expect(browserScenario()).toBe('success');
  });
});
