// The owner's fleet page against the real server (decisions 0085-0088): the sizes with their
// units, a month of booked of owned per day that counts a booking just made, and a change of one
// size saved, announced and shown. The server's FLEET is 999 of each (run.ts); the change here
// stays far above what the other journeys book, and is put back.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { e2eOwner } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('an owner sees the fleet, a month of one size, and changes its units', async ({
  page,
  request,
  problems,
}) => {
  const delivery = mondayFrom(plusDays(floridaToday(), 4));
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      bookingType: 'residential',
      name: 'Fleet Counter',
      email: uniqueEmail('fleet'),
      phone: '(904) 555-0178',
      address: '9 Roll Off Rd',
      city: 'Jacksonville',
      state: 'FL',
      zipCode: '32204',
      dumpsterSize: '20-yard',
      deliveryDate: delivery,
      pickupDate: plusDays(delivery, 7),
      smsOptIn: false,
    },
  });
  expect(booked.status()).toBe(201);

  const month = delivery.slice(0, 7);
  await page.goto(`/admin/fleet?size=20-yard&month=${month}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eOwner.email);
  await page.getByLabel('Password').fill(e2eOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();

  for (const size of ['10 Yard Dumpster', '15 Yard Dumpster', '20 Yard Dumpster'])
    await expect(page.getByRole('region', { name: new RegExp(`^${size}: 999 units`) })).toBeVisible();
  const twenty = page.getByRole('region', { name: /^20 Yard Dumpster: 999 units/ });
  await expect(twenty).toContainText('No over-committed days.');

  // The month: one entry per day, the delivery day counting at least the booking just made.
  const days = page.getByRole('list', { name: `Booked of owned per day, ${month}` });
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  await expect(days.getByRole('listitem')).toHaveCount(daysInMonth);
  const deliveryDay = days.getByRole('listitem').nth(Number(delivery.slice(8, 10)) - 1);
  await expect(deliveryDay).toContainText(/[1-9]\d* of 999 booked/);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

  // A change saved, announced, and the page showing the new figure from the server.
  const units = twenty.getByLabel('Units owned');
  await units.fill('998');
  await twenty.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: '20 Yard Dumpster: 998 units.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^20 Yard Dumpster: 998 units/ })).toBeVisible();
  await expect(deliveryDay).toContainText(/of 998 booked/);

  // Put back for the other journeys.
  const changed = page.getByRole('region', { name: /^20 Yard Dumpster: 998 units/ });
  await changed.getByLabel('Units owned').fill('999');
  await changed.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: /^20 Yard Dumpster: 999 units/ })).toBeVisible();
  // The 401 is the session check before signing in.
  expect(problems.messages.filter((message) => !message.includes('401'))).toEqual([]);
});
