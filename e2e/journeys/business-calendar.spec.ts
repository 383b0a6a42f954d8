// The business's calendar against the real server (decisions 0165-0168): an owner closes a date
// with a reason in the back office, and the public side then refuses it: the booking API answers
// 400 naming the reason and the next open day, and the booking form greys the day, says why in
// the pickers' description and refuses it under the field. The closure is far from the dates the
// other journeys book, and is removed at the end.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { openBookingForm, sizeRadio, submitButton, typeDate } from '../support/booking-form.ts';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, plusDays } from '../support/dates.ts';
import { expect, pick, test } from '../support/fixtures.ts';
import { e2eOwner } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const reason = 'Hurricane drill';

/** A Monday about five months ahead: no other journey books it, and Sunday is closed anyway. */
function closureDay(): string {
  let day = plusDays(floridaToday(), 150);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

test('an owner closes a date with a reason, and the booking form and the API refuse it', async ({
  page,
  request,
  problems,
}) => {
  const closed = closureDay();
  const tuesday = plusDays(closed, 1);

  await page.goto('/admin/calendar');
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Calendar' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();

  const add = page.getByRole('form', { name: 'Add a closure' });
  await add.getByLabel('First day').fill(closed);
  await add.getByLabel('Reason').fill(reason);
  await add.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByRole('list', { name: 'Dated closures' })).toContainText(reason);
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar saved.' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

  // The API: the closed day refused with its reason and the next open day.
  const refused = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      bookingType: 'residential',
      name: 'Closed Day',
      email: uniqueEmail('closed-day'),
      phone: '(904) 555-0178',
      address: '9 Roll Off Rd',
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32204',
      dumpsterSize: '10-yard',
      deliveryDate: closed,
      pickupDate: plusDays(closed, 7),
      smsOptIn: false,
    },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { fields: Record<string, string> };
  expect(body.fields.deliveryDate).toContain(`(${reason}). The next open day is`);

  // The form: the reason in the pickers' description, and the typed day refused under the field.
  const visitor = await page.context().newPage();
  const form = await openBookingForm(visitor);
  await pick(sizeRadio(form, 10));
  const delivery = form.getByRole('group', { name: 'Delivery date' });
  await expect(
    visitor.getByText(new RegExp(`No deliveries or pickups on Sundays, or .*\\(${reason}\\)`)).first(),
  ).toBeVisible();
  await typeDate(visitor, form, 'Delivery date', closed);
  await submitButton(form).click();
  await expect(form.getByText(`(${reason}). The next open day is`, { exact: false }).first()).toBeVisible();
  // The day is greyed in the calendar: react-aria marks it unavailable.
  await delivery.getByRole('button').click();
  const grid = visitor.getByRole('dialog').getByRole('grid');
  await expect(grid).toBeVisible();
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${closed}T12:00:00Z`));
  await expect(grid.getByRole('button', { name: new RegExp(label) }).first()).toHaveAttribute(
    'data-unavailable',
    'true',
  );
  await visitor.keyboard.press('Escape');
  // An open day right after is taken by the form's own check.
  await typeDate(visitor, form, 'Delivery date', tuesday);
  await expect(form.getByText('The next open day is', { exact: false })).toHaveCount(0);
  await visitor.close();

  // Put back for the other journeys.
  await page.getByRole('button', { name: new RegExp(`^Remove the closure .*${reason}`) }).click();
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar saved.' })).toBeVisible();
  // The 401 is the session check before signing in.
  expect(problems.messages.filter((message) => !message.includes('401'))).toEqual([]);
});
