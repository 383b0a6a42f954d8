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

// Spec section 2: the dropdown is at most 24rem tall and scrolls, on every viewport where it is a
// dropdown (from 72rem wide; below that the cities are in the mobile menu).
for (const viewport of [
  { width: 1152, height: 700 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1200 },
]) {
  test(`the open Service Areas menu is at most 24rem tall and scrolls, at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Service Areas' });
    await (await hydrated(trigger)).click();
    const menu = page.getByRole('menu', { name: 'Service Areas' });
    await expect(menu).toBeVisible();

    const box = await menu.evaluate((element) => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      // The popover around the menu: the box a visitor sees as the dropdown.
      const dropdown = element.parentElement!.getBoundingClientRect();
      return {
        limit: 24 * rem,
        menu: element.getBoundingClientRect().height,
        dropdown: dropdown.height,
        scrolls: element.scrollHeight > element.clientHeight,
      };
    });
    expect(box.menu).toBeLessThanOrEqual(box.limit);
    expect(box.dropdown).toBeLessThanOrEqual(box.limit);
    expect(box.scrolls, 'the menu scrolls to show the rest').toBe(true);

    // The last city is reached by scrolling the menu, and shows inside it.
    const last = menu.getByRole('menuitem', { name: 'Panama City' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const [item, list] = await Promise.all([last.boundingBox(), menu.boundingBox()]);
    expect(item!.y + item!.height).toBeLessThanOrEqual(list!.y + list!.height + 0.5);
  });
}

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
