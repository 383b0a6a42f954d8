// WCAG 2.2 1.4.10 Reflow in the back office: at 320 and 390 CSS px wide every page (bookings, a
// booking, the day board, contact requests, users, fleet, calendar, dispatch, trucks, sign-in) fits the viewport, so the page
// never scrolls sideways. A data table may scroll inside its own container, which then takes the
// keyboard focus (a named region with a visible focus ring) so it can be scrolled without a mouse.
// A long e-mail address is the content that used to push the booking's page wide.
// Below 600 px (decision 0128) the bookings and the users are cards, not tables: the first booking
// shows on the first screen (the filters fold into a disclosure) and each user's actions sit with
// the user; at 1280 px the tables stay, and a table that still scrolls says so.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { type E2eAccount, e2eOwner, e2eStaff } from '../support/staff-account.ts';

/** Set E2E_SCREENSHOTS to a folder to keep a picture of each page (for looking at it, not asserted). */
const screenshots = process.env.E2E_SCREENSHOTS;

async function signIn(page: Page, account: E2eAccount) {
  await page.goto('/admin/sign-in');
  await hydrated(page.getByRole('textbox', { name: 'Email' }));
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
}

/** The page is as wide as the viewport, and nothing in it is wider. */
async function expectNoSidewaysScrolling(page: Page, width: number, what: string) {
  const measured = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    // For the failure message: the elements that reach past the viewport's right edge.
    wide: [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}">${element.textContent?.slice(0, 30)}`,
      ),
  }));
  if (screenshots) await page.screenshot({ path: `${screenshots}/${what}-${width}.png`, fullPage: true });
  expect(measured.viewportWidth, `${what}: the viewport`).toBe(width);
  expect(
    measured.documentWidth,
    `${what}: the document width; past the edge: ${measured.wide.join(', ')}`,
  ).toBeLessThanOrEqual(width);
  expect(measured.bodyWidth, `${what}: the body width`).toBeLessThanOrEqual(width);
}

/** WCAG A and AA rules that fail on the page as laid out at this width (a scrollable region with no focus, say). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** A table wider than the screen scrolls in its container, which the keyboard can reach. */
async function expectFocusableTableRegion(page: Page, name: string, narrow: boolean) {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await tabTo(page, region);
  // The focus ring shows: an outline drawn around the region.
  const outline = await region.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(outline).not.toBe('none');
  if (!narrow) return;
  // And the keyboard scrolls it: the table is wider than its container on a phone.
  const scrollable = await region.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(scrollable, `the ${name} region holds a table wider than itself`).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
}

// 1280 px is the desk: the same pages, the same checks, but there the tables fit without scrolling.
for (const width of [320, 390, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });
    /** Below 600 px the lists are cards (decision 0128). */
    const phone = width < 600;

    test(`every back-office page fits ${width} px: no sideways scrolling`, async ({ page, request }) => {
      // Ten pages, four with axe: it ran 37-53 s of the 60 s default on a busy machine.
      test.slow();
      const delivery = mondayFrom(plusDays(floridaToday(), 4));
      // An address with no place to break: the kind that pushed the booking's page wide.
      const email = `a.very.long.customer.address.${randomUUID().slice(0, 8)}@subdivision.example-company.com`;
      const booked = await request.post('/api/bookings', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          bookingType: 'commercial',
          companyName: 'Featherstonehaugh Renovation and Demolition Contractors',
          name: 'Maximiliana Throckmorton-Featherstonehaugh',
          email,
          phone: '(904) 555-0142',
          address: '12345 Extraordinarily Long Boulevard Northeast',
          city: 'Jacksonville',
          state: 'FL',
          zipCode: '32204',
          dumpsterSize: '20-yard',
          deliveryDate: delivery,
          pickupDate: plusDays(delivery, 7),
          smsOptIn: false,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const { reference } = (await booked.json()) as { reference: string };
      const contacted = await request.post('/api/contact', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          name: 'Bartholomew Reflow',
          phone: '(904) 555-0143',
          email,
          service: '20-yard',
          message: 'Please call about a long-term container for a renovation.',
          smsOptIn: false,
        },
      });
      expect(contacted.status(), await contacted.text()).toBe(201);

      // Sign-in first, before any session.
      await page.goto('/admin/sign-in');
      await hydrated(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }));
      await expectNoSidewaysScrolling(page, width, 'sign-in');

      await signIn(page, e2eOwner);
      // On a phone the links fold behind "Menu" (the first booking stays on the first screen);
      // opened, or on a wider screen, the navigation wraps: every link shows inside the viewport.
      const menu = page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('button', { name: 'Menu' });
      if (phone) {
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await menu.click();
      } else await expect(menu).toHaveCount(0);
      for (const name of ['Bookings', 'Day board', 'Contact requests', 'Users', 'Fleet']) {
        const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
      if (phone) await menu.click();
      if (phone) {
        // The filters fold away: the first booking is on the first screen, a card with its link.
        const filters = page.getByRole('button', { name: /^Filters/ });
        await expect(filters).toHaveAttribute('aria-expanded', 'false');
        const firstCard = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first();
        await expect(firstCard.getByRole('link')).toBeInViewport();
        await expect(page.getByRole('grid', { name: 'Bookings' })).toHaveCount(0);
        await expectNoSidewaysScrolling(page, width, 'bookings');
        expect(await axeViolations(page)).toEqual([]);
        await filters.click();
        await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
        await expectNoSidewaysScrolling(page, width, 'bookings-filters');
        expect(await axeViolations(page)).toEqual([]);
      } else {
        await expect(page.getByRole('grid', { name: 'Bookings' }).getByRole('row').nth(1)).toBeVisible();
        await expectNoSidewaysScrolling(page, width, 'bookings');
        await expectFocusableTableRegion(page, 'Bookings table', false);
        expect(await axeViolations(page)).toEqual([]);
      }

      await page.getByRole('link', { name: reference }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`Booking ${reference}`) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: email })).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'booking');

      await page.goto(`/admin/day-board?date=${delivery}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Day board/ })).toBeVisible();
      await expect(page.getByText(reference).first()).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'day-board');
      // Printed, the day board keeps its print style: no navigation, no buttons, every stop.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByText(reference).first()).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'day-board-print');
      await page.emulateMedia({ media: 'screen' });

      await page.goto('/admin/contact-requests');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
      await expect(page.getByRole('link', { name: email }).first()).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'contact-requests');

      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await expect(page.getByText(e2eOwner.email)).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'users');
      if (phone) {
        // Each user's actions are on the user's card, inside the screen once scrolled to.
        const staff = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({
          hasText: e2eStaff.email,
        });
        for (const name of [`Disable ${e2eStaff.name}`, `Reset password for ${e2eStaff.name}`]) {
          const action = staff.getByRole('button', { name });
          await action.scrollIntoViewIfNeeded();
          await expect(action).toBeInViewport({ ratio: 1 });
        }
        await tabTo(page, staff.getByRole('button', { name: `Disable ${e2eStaff.name}` }));
      } else {
        await expectFocusableTableRegion(page, 'Users table', false);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/admin/fleet');
      await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'fleet');

      // Dispatch (decision 0186): the board with the booking's stop, and the trucks. (The run's FLEET is
      // 999 of each size: the containers' list of 2,997 boxes is checked by app/back-office/dispatch.test.tsx.)
      await page.goto(`/admin/dispatch?date=${delivery}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Dispatch/ })).toBeVisible();
      await expect(page.getByText(reference).first()).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'dispatch');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/admin/trucks');
      await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'trucks');
      await page.goto('/admin/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'calendar');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

// Between a phone and a desk the bookings are a table again, wider than the screen: it scrolls in
// its own region, by keyboard too, and a line above it says so (decision 0128).
test.describe('at 700 px wide', () => {
  test.use({ viewport: { width: 700, height: 800 } });

  test('the bookings table scrolls in its region and says so', async ({ page }) => {
    await signIn(page, e2eOwner);
    await expect(page.getByRole('grid', { name: 'Bookings' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScrolling(page, 700, 'bookings');
    const region = page.getByRole('region', { name: 'Bookings table' });
    await expect(region).toHaveAccessibleDescription(/Scroll the table sideways/);
    await expect(page.getByText(/Scroll the table sideways/)).toBeVisible();
    await expectFocusableTableRegion(page, 'Bookings table', true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
