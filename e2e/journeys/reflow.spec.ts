// WCAG 2.2 1.4.10 Reflow: at 320 CSS px wide (a narrow phone, or a 1280 px window at 400% zoom)
// every page fits the viewport: no horizontal scrolling, and nothing visible sticks out past
// either edge. Content inside a container that scrolls sideways on its own (a data table) is
// allowed by the criterion, so what counts is the part a container lets show; the container
// itself must fit.
import type { Page } from '@playwright/test';
import { expect, hydrated, openPage, test } from '../support/fixtures.ts';
import { specCities, specStaticRoutes } from '../support/spec-data.ts';

test.use({ viewport: { width: 320, height: 640 } });

interface Overflow {
  documentWidth: number;
  viewportWidth: number;
  /** Visible elements that reach past the left or right edge, described for the failure message. */
  outside: string[];
}

/** Measures the page as laid out now. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    /**
     * The part of an element a visitor can see: its box cut by every ancestor that clips what
     * overflows it (a container that scrolls sideways, a visually hidden wrapper).
     */
    const visibleSpan = (element: Element): { left: number; right: number; height: number } => {
      const rect = element.getBoundingClientRect();
      let { left, right, top, bottom } = rect;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        const clips = style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
        if (!clips) continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, right, height: bottom - top };
    };
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const seen = visibleSpan(element);
      // Nothing of it shows: visually hidden text (1 px, clipped) is for screen readers only.
      if (seen.right - seen.left <= 1 || seen.height <= 1) continue;
      if (seen.right <= viewportWidth + 0.5 && seen.left >= -0.5) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      outside.push(
        `<${element.tagName.toLowerCase()}> "${name}" shows at ${Math.round(seen.left)}..${Math.round(seen.right)} px`,
      );
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, outside };
  });
}

async function expectReflow(page: Page) {
  const overflow = await measure(page);
  expect(overflow.outside, 'visible elements past the viewport edge').toEqual([]);
  expect(overflow.documentWidth, 'the document width').toBeLessThanOrEqual(overflow.viewportWidth);
  expect(overflow.viewportWidth).toBe(320);
}

const routes = [...specStaticRoutes.map(([path]) => path), ...specCities.map(([slug]) => `/${slug}`)];

for (const path of routes) {
  test(`${path} reflows at 320 px: no sideways scrolling, nothing past the edge`, async ({ page }) => {
    await openPage(page, path);
    await expectReflow(page);
  });
}

test('the not-found page reflows at 320 px', async ({ page }) => {
  await page.goto('/no-such-page');
  await hydrated(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }));
  await expectReflow(page);
});

test('the header with its menu open reflows at 320 px', async ({ page }) => {
  await openPage(page, '/');
  await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expectReflow(page);
});
