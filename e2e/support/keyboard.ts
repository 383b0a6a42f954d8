// Keyboard-only helpers: Tab (or Shift+Tab) until an element has focus, as a person would.
import { expect, type Locator, type Page } from '@playwright/test';

async function isFocused(target: Locator): Promise<boolean> {
  // The element may be replaced while it is read (the header menu's stand-in gives way to the
  // real trigger and hands it the focus): a node found just before it left the page is read as
  // 'gone', and the check is made again on the element that took its place.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const state = await target
      .evaluate((node) => (node.isConnected ? node === document.activeElement : 'gone'), undefined, {
        timeout: 2000,
      })
      .catch(() => 'gone' as const);
    if (state !== 'gone') return state;
  }
  return false;
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
