// Spec sections 2, 4, 5, 7, 8 and 9: booking a dumpster on /book.
import type { Page, Response } from '@playwright/test';
import {
  bookingDetails,
  expectDetails,
  fillDetails,
  openBookingForm,
  quoteBox,
  quoteTotal,
  sizeRadio,
  submitButton,
  typeDate,
} from '../support/booking-form.ts';
import { databaseUrl, queryRows, uniqueEmail } from '../support/database.ts';
import { tenDayRental } from '../support/dates.ts';
import { expect, pick, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { deliveredMail, mailDateLabel } from '../support/mail.ts';
import { companyRequired, toasts } from '../support/spec-data.ts';

function isBookingPost(response: Response): boolean {
  return response.url().endsWith('/api/bookings') && response.request().method() === 'POST';
}

/** Every answer to POST /api/bookings the page receives. */
function recordBookingAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (isBookingPost(response)) answers.push(response);
  });
  return answers;
}

test('a residential 15-yard booking for 10 days quotes $580, is stored with its quote and resets the form', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('booking');
  const { delivery, pickup } = tenDayRental();
  const form = await openBookingForm(page);

  await expect(form.getByRole('radio', { name: 'Residential' })).toBeChecked();
  // Section 4: no size, no booking.
  await expect(submitButton(form)).toBeDisabled();
  await pick(sizeRadio(form, 15));
  await expect(submitButton(form)).toBeEnabled();
  await typeDate(page, form, 'Delivery date', delivery);
  await typeDate(page, form, 'Pickup date', pickup);
  // 7 days included, 3 extra days at $60: $400 + $180.
  await expect(quoteTotal(form)).toHaveText('$580');
  await expect(quoteBox(form)).toContainText('$180');
  await fillDetails(form, bookingDetails(email));

  const answer = page.waitForResponse(isBookingPost);
  await submitButton(form).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const receipt = (await response.json()) as {
    id: string;
    reference: string;
    quote: { totalCents: number };
  };
  expect(receipt.quote.totalCents).toBe(58000);

  const toast = page.getByRole('alertdialog', { name: toasts.bookingSuccess[0] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toasts.bookingSuccess[1]);
  // Reset: size, extra days and total cleared, booking type back to residential.
  await expect(sizeRadio(form, 15)).not.toBeChecked();
  await expect(quoteTotal(form)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'Residential' })).toBeChecked();
  // What stays once the toast has gone (decision 0126): the booking's reference, dates and total,
  // and where the My booking link is; the focus moves to it, so a screen reader reads it.
  const received = page.getByRole('region', { name: 'Booking received' });
  await expect(received.getByRole('heading', { name: 'Booking received' })).toBeFocused();
  const { reference } = receipt;
  await expect(received).toContainText(reference);
  await expect(received).toContainText('$580');
  await expect(received).toContainText(`is in the confirmation e-mail we sent to ${email}`);

  // The promise of the toast: the confirmation, with the quoted total and the dates.
  const confirmation = await deliveredMail(email, /^Your 15 Yard Dumpster booking/);
  expect(confirmation.subject).toContain(reference);
  expect(confirmation.subject).toContain(mailDateLabel(delivery));
  expect(confirmation.text).toContain(`Delivery: ${mailDateLabel(delivery)}`);
  expect(confirmation.text).toContain(`Pickup: ${mailDateLabel(pickup)}`);
  expect(confirmation.text).toContain('Extra days: 3 x $60 = $180');
  expect(confirmation.text).toContain('Total: $580');
  expect(confirmation.attachments.map((attachment) => attachment.contentType)).toEqual(['text/calendar']);

  if (databaseUrl) {
    const rows = await queryRows(
      `select id, booking_type, name, phone, address, city, state, zip_code, company_name, dumpster_size,
                to_char(delivery_date, 'YYYY-MM-DD') as delivery_date, to_char(pickup_date, 'YYYY-MM-DD') as pickup_date,
                sms_opt_in, status, base_price_cents, included_days, extra_days, extra_day_rate_cents,
                extra_cost_cents, total_cents
         from bookings where email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        id: receipt.id,
        booking_type: 'residential',
        name: 'Marcus Bell',
        phone: '(904) 555-0123',
        address: '1200 Riverside Ave',
        city: 'Jacksonville',
        state: 'FL',
        zip_code: '32204',
        company_name: null,
        dumpster_size: '15-yard',
        delivery_date: delivery,
        pickup_date: pickup,
        sms_opt_in: false,
        status: 'pending',
        base_price_cents: 40000,
        included_days: 7,
        extra_days: 3,
        extra_day_rate_cents: 6000,
        extra_cost_cents: 18000,
        total_cents: 58000,
      },
    ]);
  }
});

test('a commercial booking without a company name shows the spec message and sends nothing', {
  tag: '@database',
}, async ({ page }) => {
  const answers = recordBookingAnswers(page);
  const email = uniqueEmail('commercial');
  const form = await openBookingForm(page, '/book?size=20');
  await pick(form.getByRole('radio', { name: 'Commercial' }));
  const company = form.getByRole('group', { name: 'Company & Job Information' });
  await expect(company).toBeVisible();
  await fillDetails(form, bookingDetails(email));
  await submitButton(form).click();

  const companyName = company.getByRole('textbox', { name: 'Company name', exact: true });
  await expect(companyName).toHaveAccessibleDescription(companyRequired);
  await expect(company.getByText(companyRequired, { exact: true })).toBeVisible();
  await expect(companyName).toBeFocused();
  expect(answers).toHaveLength(0);

  // Residential again hides the block.
  await pick(form.getByRole('radio', { name: 'Residential' }));
  await expect(company).toBeHidden();
  if (databaseUrl) expect(await queryRows('select id from bookings where email = $1', [email])).toEqual([]);
});

test('a double click on the submit button books once', { tag: '@database' }, async ({ page }) => {
  const answers = recordBookingAnswers(page);
  const email = uniqueEmail('double');
  const form = await openBookingForm(page, '/book?size=10');
  await fillDetails(form, bookingDetails(email));
  await submitButton(form).dblclick();

  await expect(page.getByRole('alertdialog', { name: toasts.bookingSuccess[0] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const created = answers.filter((answer) => answer.status() === 201);
  const ids = new Set(
    await Promise.all(created.map(async (answer) => ((await answer.json()) as { id: string }).id)),
  );
  expect(ids.size).toBe(1);
  if (databaseUrl) {
    const rows = await queryRows('select id from bookings where email = $1', [email]);
    expect(rows).toEqual([{ id: [...ids][0] }]);
  }
});

test('when the server fails, the failure toast shows and every value stays', {
  tag: '@database',
}, async ({ page }) => {
  const details = bookingDetails(uniqueEmail('booking-failure'));
  const { delivery, pickup } = tenDayRental();
  const form = await openBookingForm(page, '/book?size=15');
  await typeDate(page, form, 'Delivery date', delivery);
  await typeDate(page, form, 'Pickup date', pickup);
  await fillDetails(form, details);
  // The answer is held until the submitting state has been seen, then it is a 500.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/bookings', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' });
  });
  await submitButton(form).click();
  await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();

  const toast = page.getByRole('alertdialog', { name: toasts.bookingFailure[0] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toasts.bookingFailure[1]);
  await expectDetails(form, details);
  await expect(sizeRadio(form, 15)).toBeChecked();
  await expect(quoteTotal(form)).toHaveText('$580');
  await expect(submitButton(form)).toBeEnabled();
});

test('the whole booking is completed with the keyboard alone', { tag: '@database' }, async ({ page }) => {
  const email = uniqueEmail('keyboard');
  const details = bookingDetails(email);
  const { delivery, pickup } = tenDayRental();
  const form = await openBookingForm(page);
  const keyboard = page.keyboard;

  // Sizes are a radio group: Tab into it, Space chooses, arrows move the choice.
  await tabTo(page, sizeRadio(form, 10));
  await keyboard.press('Space');
  await expect(sizeRadio(form, 10)).toBeChecked();
  await keyboard.press('ArrowRight');
  await expect(sizeRadio(form, 15)).toBeChecked();

  // A date is typed segment by segment: month, day, year.
  await tabTo(page, form.getByRole('group', { name: 'Delivery date' }).getByRole('spinbutton').first());
  await keyboard.type(delivery.slice(5, 7) + delivery.slice(8, 10) + delivery.slice(0, 4));
  await tabTo(page, form.getByRole('group', { name: 'Pickup date' }).getByRole('spinbutton').first());
  await keyboard.type(pickup.slice(5, 7) + pickup.slice(8, 10) + pickup.slice(0, 4));
  await expect(quoteTotal(form)).toHaveText('$580');

  const fields: Array<[label: string, value: string]> = [
    ['Full name', details.name],
    ['Email', details.email],
    ['Phone', details.phone],
    ['Delivery address', details.address],
    ['City', details.city],
    ['ZIP code', details.zipCode],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await keyboard.type(value);
  }
  await expectDetails(form, details);

  await tabTo(page, submitButton(form));
  const answer = page.waitForResponse(isBookingPost);
  await keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { quote: { totalCents: number } }).quote.totalCents).toBe(58000);
  await expect(page.getByRole('alertdialog', { name: toasts.bookingSuccess[0] })).toBeVisible();
  if (databaseUrl) {
    const rows = await queryRows('select dumpster_size, total_cents from bookings where email = $1', [email]);
    expect(rows).toEqual([{ dumpster_size: '15-yard', total_cents: 58000 }]);
  }
});
