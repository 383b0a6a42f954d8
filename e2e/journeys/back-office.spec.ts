// The back office's browser journey (decisions 0066, 0128): a dispatcher signs in to the back office, finds a customer's new
// booking, confirms it with the keyboard alone (the customer's e-mail is queued), sends the
// customer a new My booking link, and signs out;
// every page on the way has no WCAG A or AA violation. The account is made by run.ts
// (support/staff-account.ts) since there is no default one.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2eStaff } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
}

test('a dispatcher signs in, finds a booking, confirms it with the keyboard alone and signs out', async ({
  page,
  request,
  problems,
}) => {
  // A customer books through the public API, as the booking form does.
  const email = uniqueEmail('back-office');
  const delivery = mondayFrom(plusDays(floridaToday(), 3));
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      bookingType: 'residential',
      name: 'Rosa Keyboard',
      email,
      phone: '(904) 555-0177',
      address: '77 Tab Key Ln',
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32204',
      dumpsterSize: '15-yard',
      deliveryDate: delivery,
      pickupDate: plusDays(delivery, 7),
      smsOptIn: false,
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };

  // Not signed in: the back office asks to sign in and remembers where the visitor was going.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  expect(await violations(page)).toEqual([]);
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toBeFocused();
  await page.keyboard.type(e2eStaff.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(e2eStaff.password);
  await page.keyboard.press('Enter');

  // The bookings: search for the customer's e-mail from the filters.
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${e2eStaff.name}`)).toBeVisible();
  // From the top of the page, past the header and the filters in four presses (decision 0128):
  // "Skip to content", then "Skip to the results", then the list.
  // A fresh load: the keyboard starts at the top of the document.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Bookings' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the results' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Bookings table' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('grid', { name: 'Bookings' }).getByRole('row').nth(1)).toBeFocused();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const table = page.getByRole('grid', { name: 'Bookings' });
  const row = table.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await violations(page)).toEqual([]);

  // Into the table (one tab stop), then Enter opens the booking.
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Booking ${reference}`) }),
  ).toBeVisible();
  await expect(page.getByText('77 Tab Key Ln')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const confirm = page.getByRole('button', { name: 'Confirm booking' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  // The pressed button is gone with the old status: the focus is on what happened, not the body.
  await expect(page.getByText(`Booking ${reference} is now confirmed.`)).toBeFocused();
  // The history names who confirmed it.
  await expect(page.getByText(new RegExp(`${e2eStaff.name}: Status Pending → Confirmed`))).toBeVisible();
  // The customer's e-mail (booking-status-changed) is queued with the confirm, in the same
  // transaction: the booking's messages list it, pending or already sent by the mail worker.
  const messages = page.getByRole('region', { name: 'Messages' });
  const escapedEmail = email.replace(/[.+]/g, '\\$&');
  await expect(
    messages.getByRole('listitem').filter({
      hasText: new RegExp(`(Pending|Sent)\\s*Confirmed: your .*\\(${reference}\\) to ${escapedEmail}`),
    }),
  ).toHaveCount(1);

  // A customer lost the e-mail: a new My booking link, after a confirmation, with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Send a new My booking link' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send a new My booking link' });
  await expect(dialog).toContainText('stops working at once');
  await tabTo(page, dialog.getByRole('button', { name: 'Send new link' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `A new My booking link is queued to ${email}.` }),
  ).toBeVisible();
  await expect(messages.getByText(`Your new link for booking ${reference}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`${e2eStaff.name}: New My booking link e-mailed`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Sign out (in the header, behind the page's content in tab order).
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You are signed out.');

  // The session ended on the server: the back office asks to sign in again.
  await page.goto('/admin/day-board');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect(problems.messages.filter((message) => !message.includes('401'))).toEqual([]);
});
