// A dispatcher assigns and orders a day by keyboard (decisions 0180-0186): two deliveries booked
// on a day no other journey uses stand out as unassigned, each is given the driver and a window in
// the assignment dialog, the route is reordered with the keyboard and the move is announced, the
// page has no axe violation, and the driver's own stops (GET /api/driver/stops) come in that
// order without a price.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { e2eDriver, e2eStaff } from '../support/staff-account.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a dispatcher assigns and orders a day by keyboard', async ({ page, request, problems }) => {
  const day = mondayFrom(plusDays(floridaToday(), 23));
  const tag = randomUUID().slice(0, 6);
  const streets = [`11 Alpha St ${tag}`, `22 Bravo St ${tag}`];
  for (const address of streets) {
    const booked = await request.post('/api/bookings', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        bookingType: 'residential',
        name: 'Route Tester',
        email: uniqueEmail('dispatch'),
        phone: '(904) 555-0179',
        address,
        city: 'Jacksonville',
        state: 'FL',
        zipCode: '32204',
        dumpsterSize: '15-yard',
        deliveryDate: day,
        pickupDate: plusDays(day, 7),
        smsOptIn: false,
      },
    });
    expect(booked.status()).toBe(201);
  }

  await page.goto(`/admin/dispatch?date=${day}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Dispatch:/ })).toBeVisible();
  const unassigned = page.getByRole('region', { name: /^Unassigned/ });
  for (const street of streets) await expect(unassigned).toContainText(street);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

  // Each stop by keyboard: the Assign button, the driver and the window, Save.
  for (const street of streets) {
    await page.getByRole('button', { name: `Assign: ${street}, Jacksonville` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Assign: ${street}, Jacksonville` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Driver').focus();
    await dialog.getByLabel('Driver').selectOption({ label: e2eDriver.name });
    await dialog.getByLabel('Window the customer is told').selectOption({ label: 'Morning (7 AM-12 PM)' });
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${street}, Jacksonville: ${e2eDriver.name}` }),
    ).toBeVisible();
  }
  const route = page.getByRole('grid', { name: `${e2eDriver.name}’s route, in order` });
  const rows = route.getByRole('row');
  const ours = rows.filter({ hasText: tag });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText(streets[0] as string);

  // The first stop moved down by keyboard: the new order is saved and said.
  await page.getByRole('button', { name: `Move down: ${streets[0]}, Jacksonville` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${streets[0]}, Jacksonville is now stop 2 of` }),
  ).toBeVisible();
  await expect(ours.nth(0)).toContainText(streets[1] as string);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

  // The driver's phone asks for today's stops only; the board's day is read back for the order.
  const board = await page.request.get(`/api/admin/dispatch?date=${day}`);
  const stops = (
    (await board.json()) as { stops: { parts: { address: string }[]; position: number | null }[] }
  ).stops
    .filter((stop) => stop.parts[0]?.address.includes(tag))
    .map((stop) => [stop.parts[0]?.address, stop.position]);
  expect(stops).toEqual([
    [streets[1], 1],
    [streets[0], 2],
  ]);
  const driverSession = await request.post('/api/admin/session', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { email: e2eDriver.email, password: e2eDriver.password },
  });
  expect(driverSession.status()).toBe(200);
  const today = await request.get('/api/driver/stops');
  expect(today.status()).toBe(200);
  expect(JSON.stringify(await today.json())).not.toMatch(/Cents|price|quote/i);
  expect((await request.get(`/api/admin/dispatch?date=${day}`)).status()).toBe(403);
  // The 401 is the session check before signing in.
  expect(problems.messages.filter((message) => !message.includes('401'))).toEqual([]);
});
