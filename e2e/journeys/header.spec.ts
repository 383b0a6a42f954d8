// Spec section 2, "Present on every page": the sticky header on a desktop screen.
import { expect, hydrated, openPage, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';

test('the Service Areas menu is opened and walked with the keyboard alone to a city page', async ({
  page,
}) => {
  await openPage(page, '/');
  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'Service Areas' });
  // The menu's code loads when a visitor reaches for it: until then a plain button stands in.
  await hydrated(trigger);
  await expect(trigger).toHaveAttribute('data-pending', '');

  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Service Areas' });
  await expect(menu).toBeVisible();
  const majorCities = menu.getByRole('group', { name: 'Major Cities' });
  await expect(majorCities.getByRole('menuitem')).toHaveText(['Miami', 'Tampa', 'Orlando', 'Jacksonville']);
  await expect(majorCities.getByRole('menuitem', { name: 'Miami' })).toBeFocused();

  // Escape closes the menu and gives focus back to its trigger.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(majorCities.getByRole('menuitem', { name: 'Tampa' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tampa$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tampa');
  await expect(menu).toBeHidden();
});

test('the Service Areas menu lists every region after the major cities', async ({ page }) => {
  await openPage(page, '/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Service Areas' });
  // The first click lands on the stand-in or on the real trigger, whichever is there: both open.
  await (await hydrated(trigger)).click();
  const groups = page.getByRole('menu', { name: 'Service Areas' }).getByRole('group');
  await expect(groups.first()).toHaveAccessibleName('Major Cities');
  for (const region of [
    'Northeast Florida',
    'Central Florida',
    'South Florida',
    'Southwest Florida',
    'North & Northwest Florida',
  ]) {
    await expect(page.getByRole('group', { name: region })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'St. Augustine' }).click();
  await expect(page).toHaveURL(/\/st-augustine$/);
});

test('Size Guide leads to the sizing guide page', async ({ page }) => {
  await openPage(page, '/');
  await (await hydrated(page.getByRole('banner').getByRole('link', { name: 'Size Guide' }))).click();
  await expect(page).toHaveURL(/\/dumpster-sizes$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/size/i);
});

test('Book Now in the header leads to the booking page', async ({ page }) => {
  await openPage(page, '/tampa');
  await (await hydrated(page.getByRole('banner').getByRole('link', { name: 'Book Now' }))).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/book/i);
});

test('the header phone number is a tel: link to that number', async ({ page }) => {
  await openPage(page, '/');
  const phone = page.getByRole('banner').getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ });
  const shown = ((await phone.textContent()) ?? '').replace(/\D/g, '');
  await expect(phone).toHaveAttribute('href', new RegExp(`^tel:\\+?1?${shown}$`));
});
