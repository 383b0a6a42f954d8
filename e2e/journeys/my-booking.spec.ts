// The customer's own booking (decisions 0090-0094): book in the browser, read the confirmation e-mail, open
// its personal link, extend by two days (+$120), see the e-mail that says so, then cancel.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  bookingDetails,
  fillDetails,
  openBookingForm,
  quoteTotal,
  sizeRadio,
  submitButton,
  typeDate,
} from '../support/booking-form.ts';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, hydrated, pick, test } from '../support/fixtures.ts';
import { deliveredMail } from '../support/mail.ts';

/** The "My booking" link in an e-mail's text. */
function myBookingLink(mail: { text?: string | undefined }): URL {
  const match = /https?:\/\/\S+\/my-booking\/[A-Za-z0-9_-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no My booking link in: ${mail.text}`);
  return new URL(match[0]);
}

/** WCAG 2.0-2.2 A and AA violations on the page as it is now, in real Chromium (contrast included). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
}

test('book, open the link in the e-mail, extend by two days for $120, get the e-mail, then cancel', {
  tag: '@database',
}, async ({ page, problems }) => {
  const email = uniqueEmail('my-booking');
  // Far enough ahead that cancelling is still allowed online (24 hours before delivery).
  // A Monday: no Sunday (closed) at the pickup, the extended pickup or the day before either.
  const delivery = mondayFrom(plusDays(floridaToday(), 3));
  const pickup = plusDays(delivery, 10);
  const extended = plusDays(pickup, 2);

  const form = await openBookingForm(page);
  await pick(sizeRadio(form, 15));
  await typeDate(page, form, 'Delivery date', delivery);
  await typeDate(page, form, 'Pickup date', pickup);
  await expect(quoteTotal(form)).toHaveText('$580');
  await fillDetails(form, bookingDetails(email));
  await submitButton(form).click();
  await expect(page.getByRole('alertdialog', { name: /Booking/ })).toBeVisible();

  const confirmation = await deliveredMail(email, /booking for/);
  const link = myBookingLink(confirmation);
  // The link names the server's public address (SITE_URL); the journey opens its path here.
  const response = await page.goto(link.pathname);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const heading = page.getByRole('heading', { level: 1, name: /^Your booking CH-/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())?.replace('Your booking ', '') ?? '';
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('$580');
  expect(await violations(page)).toEqual([]);

  const extend = page.getByRole('region', { name: 'Keep it longer' });
  const pickupField = await hydrated(extend.getByLabel('New pickup date'));
  await pickupField.fill(extended);
  await expect(extend.getByRole('status')).toHaveText('2 more days: +$120. New total $700.');
  await extend.getByRole('button', { name: 'Confirm extension' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Rental extended' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('$700');

  const extendedMail = await deliveredMail(email, new RegExp(`${reference} is extended`));
  expect(extendedMail.text).toContain('$700');

  const cancel = page.getByRole('region', { name: 'Cancel the booking' });
  await cancel.getByRole('button', { name: 'Cancel booking…' }).click();
  const confirm = page.getByRole('form', { name: 'Cancel this booking?' });
  await expect(confirm.getByRole('heading', { name: 'Cancel this booking?' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await confirm.getByLabel('Reason (optional)').fill('Plans changed');
  await confirm.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Cancelled (current step)');
  await deliveredMail(email, new RegExp(`${reference} is cancelled`));

  // The link still opens the page, which now offers no changes, only the phone.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('This booking is cancelled');
  expect(problems.messages).toEqual([]);
});

test('a link that opens no booking answers the "link not valid" page with 404 and the phone, and hydrates it without errors', async ({
  page,
  problems,
}) => {
  const response = await page.goto(`/my-booking/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '(904) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+19045550142',
  );
  expect(await violations(page)).toEqual([]);
  // The page the server sent is the page the browser hydrates: no mismatch, no second lookup of
  // a link the server has already refused. The document's own 404 is the answer under test.
  await hydrated(page.getByRole('link', { name: 'Book a dumpster' }));
  await page.waitForLoadState('networkidle');
  const documentUrl = page.url();
  expect(problems.messages.filter((m) => !m.endsWith(`(Not Found) (at ${documentUrl})`))).toEqual([]);
});
