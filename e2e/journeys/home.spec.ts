// Spec section 2, home page: pricing cards, FAQ accordion and the charity link.
import { expect, hydrated, openPage, test } from '../support/fixtures.ts';

for (const size of [10, 15, 20] as const) {
  test(`the ${size}-yard pricing Book Now lands on /book with that size chosen`, async ({ page }) => {
    await openPage(page, '/');
    const pricing = page.locator('#pricing');
    const book = pricing.getByRole('link', { name: new RegExp(`Book Now.*${size} Yard`) });
    await expect(book).toHaveAttribute('href', `/book?size=${size}`);
    await (await hydrated(book)).click();
    await expect(page).toHaveURL(new RegExp(`/book\\?size=${size}$`));
    const chosen = page.getByRole('radio', { name: new RegExp(`^${size} Yard`) });
    await expect(chosen).toBeChecked();
    for (const other of [10, 15, 20].filter((s) => s !== size)) {
      await expect(page.getByRole('radio', { name: new RegExp(`^${other} Yard`) })).not.toBeChecked();
    }
  });
}

test('the FAQ opens one item at a time, and an open item closes again', async ({ page }) => {
  await openPage(page, '/');
  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await hydrated(first);
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeHidden();
});

test('the charity link opens the partner site in a new tab without handing it this window', async ({
  page,
  context,
}) => {
  await openPage(page, '/');
  const link = page.getByRole('link', { name: /opens in a new tab/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\//);
  // The partner's site is outside the test: answer for it.
  await context.route(href, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
  );

  const [tab] = await Promise.all([context.waitForEvent('page'), (await hydrated(link)).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/$/);
  await tab.close();
});
