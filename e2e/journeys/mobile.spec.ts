// Spec sections 2 and 4 on a phone (390 x 844): the toggle menu, the fixed bottom bar, and the
// floating help button that sits in the bar's corner, over no control (decision 0129).
import type { Page } from '@playwright/test';
import { expect, hydrated, openPage, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the mobile menu opens and closes with its toggle', async ({ page }) => {
  await openPage(page, '/');
  const open = await hydrated(page.getByRole('button', { name: 'Open menu' }));
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const item of ['Home', 'Services', 'Pricing', 'FAQ', 'Contact', 'Size Guide', 'Book Now']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('choosing an item in the mobile menu closes it', async ({ page }) => {
  await openPage(page, '/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });

  await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
  await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/#pricing$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Service Areas' }).click();
  await menu.getByRole('link', { name: 'Orlando' }).first().click();
  await expect(page).toHaveURL(/\/orlando$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Orlando');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Size Guide' }).click();
  await expect(page).toHaveURL(/\/dumpster-sizes$/);
  await expect(menu).toBeHidden();
});

test('the fixed bar offers Book Now to the contact section and a Call link', async ({ page }) => {
  await openPage(page, '/tampa');
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar).toBeInViewport();
  const call = bar.getByRole('link', { name: /call/i });
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,11}$/);

  const book = await hydrated(bar.getByRole('link', { name: 'Book Now' }));
  await expect(book).toHaveAttribute('href', '/#contact');
  await book.click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    "Florida's Premier Dumpster Rental Service",
  );
  await expect(page.locator('#contact')).toBeInViewport();
});

/**
 * What the floating help button lies over, scrolling the page from top to bottom: each form
 * control or price whose part above the fixed bar (which the page leaves room for) meets the
 * button's box. A control under the bar is the bar's business, not the button's.
 */
async function coveredByHelp(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const toggle = document.querySelector('aside[aria-label="Help"] button');
    const bar = document.querySelector('nav[aria-label="Quick actions"]');
    if (!toggle || !bar) return ['no help button or no bar'];
    const found = new Set<string>();
    const priceText = /\$\d/;
    const candidates = [
      ...document.querySelectorAll<HTMLElement>(
        'main input, main select, main textarea, main button, main a[href], main [role="radio"], main [role="button"]',
      ),
      // Prices: the innermost elements whose own text says one.
      ...[...document.querySelectorAll<HTMLElement>('main *')].filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && priceText.test(node.textContent ?? '')),
      ),
    ];
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y <= height; y += 100) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const button = toggle.getBoundingClientRect();
      const barTop = bar.getBoundingClientRect().top;
      for (const element of candidates) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const bottom = Math.min(box.bottom, barTop);
        const overlaps =
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          bottom > button.top;
        if (overlaps) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          found.add(`<${element.tagName.toLowerCase()}> ${name}`);
        }
      }
    }
    return [...found];
  });
}

test('the floating help button covers no form control and no price on a phone', async ({ page }) => {
  for (const path of ['/book', '/']) {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    expect(await coveredByHelp(page), `covered on ${path}`).toEqual([]);
  }
  // Open, its panel is over the page on purpose; its links are in view.
  const help = page.getByRole('complementary', { name: 'Help' });
  await help.getByRole('button', { name: 'Need help?' }).click();
  await expect(help.getByRole('link', { name: 'Email us' })).toBeInViewport();
});
