// Spec section 2, "Present on every page": the footer's legal links and the plain sitemap link.
import { floridaToday } from '../support/dates.ts';
import { expect, hydrated, openPage, test } from '../support/fixtures.ts';
import { specCities } from '../support/spec-data.ts';

test('the footer links to the privacy policy, the terms and the sitemap, with the current year', async ({
  page,
  request,
}) => {
  await openPage(page, '/tampa');
  const footer = page.getByRole('contentinfo');
  // The browser runs on Florida's clock (playwright.config.ts), this process on the machine's: on
  // New Year's Eve evening their years differ, so the year expected is Florida's.
  await expect(footer).toContainText(`© ${floridaToday().slice(0, 4)}`);
  for (const anchor of ['#home', '#services', '#pricing', '#faq', '#contact']) {
    await expect(footer.locator(`a[href="/${anchor}"]`)).toHaveCount(1);
  }

  const sitemap = footer.getByRole('link', { name: /sitemap/i });
  await expect(sitemap).toHaveAttribute('href', '/sitemap.xml');
  const xml = await request.get('/sitemap.xml');
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toMatch(/xml/);
  const body = await xml.text();
  for (const [slug] of specCities) expect(body).toContain(`/${slug}</loc>`);

  await (await hydrated(footer.getByRole('link', { name: /privacy/i }))).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
});
