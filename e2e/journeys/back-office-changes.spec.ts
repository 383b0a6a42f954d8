// A phone call inside the customer's 24-hour limit (decision 0176): a booking for tomorrow, the
// customer calls to move it, and a staff member reschedules it with the keyboard alone. The new
// price shows before saving, the reason field appears because the customer could no longer do it
// online, the result takes the focus, the history says who did it and why, and the customer's
// e-mail with the updated calendar event is queued. The page has no WCAG A or AA violation at
// 320, 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, plusDays, typedUsDate } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2eStaff } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
}

test('staff reschedule a booking inside the 24-hour limit with the keyboard alone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('office-changes');
  const tomorrow = plusDays(floridaToday(), 1);
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      bookingType: 'residential',
      name: 'Paula Phone',
      email,
      phone: '(904) 555-0188',
      address: '88 Late Call Rd',
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32204',
      dumpsterSize: '10-yard',
      deliveryDate: tomorrow,
      pickupDate: plusDays(tomorrow, 7),
      smsOptIn: false,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, reference } = (await booked.json()) as { id: string; reference: string };

  // Signed in with the keyboard, then straight to the booking (the caller read out its reference).
  await page.goto(`/admin/bookings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(e2eStaff.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eStaff.password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Booking ${reference}`) }),
  ).toBeVisible();

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `${width} px`).toEqual([]);
  }

  // The dates, moved by two days: the kind of change and the price show before saving.
  const dates = page.getByRole('region', { name: 'Dates' });
  const newDelivery = plusDays(tomorrow, 2);
  const newPickup = plusDays(newDelivery, 7);
  await tabTo(page, dates.getByLabel('Delivery date'));
  await page.keyboard.type(typedUsDate(newDelivery));
  await tabTo(page, dates.getByLabel('Pickup date'));
  await page.keyboard.type(typedUsDate(newPickup));
  await expect(dates.getByText(/Reschedule: price difference no change, new total \$/)).toBeVisible();

  // Inside the customer's 24-hour limit: a reason is asked for.
  const reason = dates.getByRole('textbox', { name: /Reason/ });
  await tabTo(page, reason);
  await page.keyboard.type('Customer called: gate locked tomorrow');
  expect(await violations(page)).toEqual([]);
  await tabTo(page, dates.getByRole('button', { name: 'Save dates' }));
  await page.keyboard.press('Enter');

  // What happened takes the focus; the history says who and why; the customer is e-mailed.
  await expect(page.getByText(/^Dates saved: delivery/)).toBeFocused();
  await expect(
    page.getByText(
      new RegExp(`${e2eStaff.name}: Rescheduled: .*\\(reason: Customer called: gate locked tomorrow\\)`),
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText(`Your booking ${reference} is rescheduled`),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
