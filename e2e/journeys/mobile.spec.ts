// Spec sections 2 and 4 on a phone (390 x 844): the toggle menu and the fixed bottom bar.
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
