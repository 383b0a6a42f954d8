// Keyboard-only helpers: Tab (or Shift+Tab) until an element has focus, as a person would.
import { expect, type Locator, type Page } from '@playwright/test';

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((node) => node === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { limit?: number; backwards?: boolean } = {},
) {
  const limit = options.limit ?? 60;
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with the Tab key within ${limit} presses`).toBeFocused();
}
