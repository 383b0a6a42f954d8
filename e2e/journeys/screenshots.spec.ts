// Full-page screenshots of home, /book and /tampa at phone and desktop widths, kept as CI
// artifacts in artifacts/screenshots/ (git ignores artifacts/).
import path from 'node:path';
import { expect, openPage, test } from '../support/fixtures.ts';

const folder = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

for (const width of [390, 1280]) {
  for (const [name, route] of [
    ['home', '/'],
    ['book', '/book'],
    ['tampa', '/tampa'],
  ] as const) {
    test(`screenshot of ${route} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openPage(page, route);
      await page.waitForLoadState('networkidle');
      const file = path.join(folder, `${name}-${width}.png`);
      const image = await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      expect(image.byteLength).toBeGreaterThan(10_000);
    });
  }
}
