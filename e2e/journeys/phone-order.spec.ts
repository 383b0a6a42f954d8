// A phone order by keyboard alone (decisions 0170-0172): a repeat customer calls; staff sign in,
// find them by their number written another way, fill their details in one press, choose the
// size and the delivery date, save, and read the reference from the receipt, which takes the
// focus; the customer's confirmation e-mail arrives with that reference. No WCAG A or AA
// violation on the way.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays, typedUsDate } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { deliveredMail, mailDateLabel } from '../support/mail.ts';
import { e2eStaff } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
}

test('staff take a repeat customer’s phone order by keyboard alone and the confirmation arrives', async ({
  page,
  request,
  problems,
}) => {
  // The customer booked once on the site.
  const email = uniqueEmail('phone-order');
  const digits = `904555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const first = mondayFrom(plusDays(floridaToday(), 20));
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      bookingType: 'commercial',
      name: 'Rita Repeat',
      email,
      phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      address: '12 Callback Ct',
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32207',
      companyName: 'Repeat Roofing',
      dumpsterSize: '10-yard',
      deliveryDate: first,
      pickupDate: plusDays(first, 7),
      smsOptIn: false,
    },
  });
  expect(booked.status()).toBe(201);

  // Signed in by keyboard.
  await page.goto('/admin/bookings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(e2eStaff.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eStaff.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Find the customer by their number, typed as digits with dots.
  const finder = page.getByRole('textbox', { name: /^Customer’s phone or e-mail/ });
  await tabTo(page, finder);
  await page.keyboard.type(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^1 customer found for/)).toBeFocused();
  const use = page.getByRole('button', { name: /^Use these details: Rita Repeat, 12 Callback Ct/ });
  await tabTo(page, use);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Repeat Roofing');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);

  // The size and the delivery date; the pickup follows a week later, the quote shows.
  const size = page.getByRole('combobox', { name: /^Dumpster size/ });
  await tabTo(page, size);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(size).toHaveValue('20-yard');
  const delivery = plusDays(floridaToday(), 4);
  await tabTo(page, page.getByLabel(/^Delivery date/));
  await page.keyboard.type(typedUsDate(delivery));
  await expect(page.getByLabel(/^Pickup date/)).toHaveValue(plusDays(delivery, 7));
  await expect(page.getByText(/^Quote: \$/)).toBeVisible();
  await expect(page.getByText(/This size is free on the chosen dates|free every day/)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Save booking' }));
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('heading', { level: 2, name: /^Booked: CH-/ });
  await expect(receipt).toBeFocused();
  await expect(page.getByText(/is on its way to the customer by e-mail/)).toBeVisible();
  const reference = ((await receipt.textContent()) ?? '').replace('Booked: ', '').trim();
  expect(await violations(page)).toEqual([]);

  // The customer's confirmation, through the same outbox as a booking from the site.
  const mail = await deliveredMail(email, /^Your 20 Yard Dumpster booking/);
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain(`Delivery: ${mailDateLabel(delivery)}`);
  expect(problems.messages.filter((message) => !message.includes('401'))).toEqual([]);
});

/** The page is as wide as the viewport, and nothing in it is wider (WCAG 1.4.10). */
async function expectNoSidewaysScrolling(page: Page, width: number, what: string) {
  const measured = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    wide: [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 8)
      .map((element) => `<${element.tagName.toLowerCase()}>${element.textContent?.slice(0, 30)}`),
  }));
  expect(measured.viewportWidth, `${what}: the viewport`).toBe(width);
  expect(measured.documentWidth, `${what}: past the edge: ${measured.wide.join(', ')}`).toBeLessThanOrEqual(
    width,
  );
}

// The new pages reflow as the others do (back-office-reflow.spec.ts): one column on a phone.
for (const width of [320, 390, 1280]) {
  test.describe(`the phone order and customer pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('stack without sideways scrolling and keep no WCAG violation', async ({ page, request }) => {
      const email = `a.very.long.customer.address.${randomUUID().slice(0, 8)}@subdivision.example-company.com`;
      const delivery = mondayFrom(plusDays(floridaToday(), 30));
      const booked = await request.post('/api/bookings', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          bookingType: 'residential',
          name: 'Maximiliana Longname-Reflowson',
          email,
          phone: '(904) 555-0166',
          address: '12345 Extraordinarily Long Boulevard Extension Northwest',
          city: 'Jacksonville',
          state: 'FL',
          zipCode: '32207',
          dumpsterSize: '15-yard',
          deliveryDate: delivery,
          pickupDate: plusDays(delivery, 7),
          smsOptIn: false,
        },
      });
      expect(booked.status()).toBe(201);
      await page.goto('/admin/sign-in');
      await page.getByRole('textbox', { name: 'Email' }).fill(e2eStaff.email);
      await page.getByLabel('Password').fill(e2eStaff.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

      await page.goto('/admin/bookings/new');
      await page.getByRole('textbox', { name: /^Customer’s phone or e-mail/ }).fill(email);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(
        page.getByRole('button', { name: /^Use these details: Maximiliana/ }).first(),
      ).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'new-booking');
      expect(await violations(page)).toEqual([]);

      await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
      const link = page.getByRole('link', { name: 'Maximiliana Longname-Reflowson' }).first();
      await expect(link).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'customers');
      await link.click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Maximiliana Longname-Reflowson' }),
      ).toBeVisible();
      await expectNoSidewaysScrolling(page, width, 'customer');
      expect(await violations(page)).toEqual([]);
    });
  });
}
