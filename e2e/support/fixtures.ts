// The journeys' `test`: every page collects its console errors and uncaught exceptions, which
// the route journeys assert are none. (Pages are hermetic through the browser's resolver rules
// in playwright.config.ts: no other host resolves, so a run needs no internet.)
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface PageProblems {
  /** Console errors and uncaught exceptions, in order. */
  readonly messages: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        messages.push(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    await use({ messages });
  },
});

export { expect };

/** True once React has hydrated (or rendered) the element: it carries React's props key. */
async function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));
}

/** Waits until React owns the element, so a press is handled and not lost before hydration. */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect(element).toBeVisible();
  await expect.poll(() => isHydrated(element), { message: 'the element is hydrated by React' }).toBe(true);
  return element;
}

/** Opens a route and waits for the page's level-1 heading to be hydrated. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page.getByRole('heading', { level: 1 }).first());
}

/**
 * Chooses a radio the way a person does: a press on its visible card or label (react-aria draws
 * the radio itself and keeps the native input visually hidden).
 */
export async function pick(radio: Locator): Promise<void> {
  await hydrated(radio.locator('xpath=ancestor::label[1]'));
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
