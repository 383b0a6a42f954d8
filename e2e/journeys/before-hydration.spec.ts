// Decision 0051: nothing a visitor types before the page's code arrives is lost. The page's scripts
// are held back (a slow connection) and the CPU runs 4x slower (a phone): what is typed and
// chosen in every field before hydration is still there afterwards and is what gets sent, and a
// press on submit before hydration sends exactly one submission.
import type { Locator, Page, Request } from '@playwright/test';
import { bookingDetails, expectDetails, fillDetails, quoteTotal } from '../support/booking-form.ts';
import { databaseUrl, queryRows, uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';

/** Holds every script until `release()`, at 4x CPU throttling, and opens `path` as its HTML arrives. */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Module scripts hold back DOMContentLoaded and load: the page is there once it is committed.
  await page.goto(path, { waitUntil: 'commit' });
  return { release };
}

/** Every request of `method` to `path`, as they are sent. */
function recordRequests(page: Page, method: string, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

async function chooseByLabel(form: Locator, label: string | RegExp): Promise<void> {
  await form.getByText(label, { exact: typeof label === 'string' }).click();
}

test('the booking form keeps every value and choice made before hydration and sends them', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('early-booking');
  const details = bookingDetails(email);
  const delivery = mondayFrom(plusDays(floridaToday(), 3));
  const pickup = plusDays(delivery, 9);
  const { release } = await openWithScriptsHeld(page, '/book');
  const availabilityReads = recordRequests(page, 'GET', '/api/availability');
  const form = page.getByRole('form', { name: 'Book a dumpster' });

  await chooseByLabel(form, '20 Yard Dumpster');
  await form.getByLabel('Delivery date').fill(delivery);
  await form.getByLabel('Pickup date').fill(pickup);
  await chooseByLabel(form, 'Commercial');
  await fillDetails(form, details);
  await form.getByLabel('Special instructions').fill('Behind the garage');
  await chooseByLabel(form, /^By checking this box/);
  release();

  // Hydrated: the date fields are react-aria's pickers now, holding the dates chosen before.
  await hydrated(form.getByRole('button', { name: 'Book My Dumpster' }));
  await expect(form.getByRole('group', { name: 'Delivery date' })).toBeVisible();
  await expect(form.locator('input[type="hidden"][name="deliveryDate"]')).toHaveValue(delivery);
  await expect(form.locator('input[type="hidden"][name="pickupDate"]')).toHaveValue(pickup);
  await expect(form.getByRole('radio', { name: /^20 Yard/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Commercial' })).toBeChecked();
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expectDetails(form, details);
  await expect(form.getByLabel('Special instructions')).toHaveValue('Behind the garage');
  // 20 yard, 9 days: $600 + 2 x $60.
  await expect(quoteTotal(form)).toHaveText('$720');
  // The size chosen before hydration is the form's size: its full days are read once it runs.
  await expect
    .poll(() => availabilityReads.some((read) => new URL(read.url()).searchParams.get('size') === '20-yard'))
    .toBe(true);
  // Commercial, so the company block is there now.
  await form.getByRole('textbox', { name: 'Company name', exact: true }).fill('Riverside Builders');

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/bookings'));
  await form.getByRole('button', { name: 'Book My Dumpster' }).click();
  expect((await sent).postDataJSON()).toEqual({
    bookingType: 'commercial',
    ...details,
    state: 'FL',
    companyName: 'Riverside Builders',
    jobNumber: '',
    jobName: '',
    dumpsterSize: '20-yard',
    deliveryDate: delivery,
    pickupDate: pickup,
    specialInstructions: 'Behind the garage',
    smsOptIn: true,
  });
  await expect(page.getByRole('alertdialog', { name: 'Booking Successful' })).toBeVisible();
});

test('the contact form keeps every value and choice made before hydration and sends them', async ({
  page,
}) => {
  const email = uniqueEmail('early-contact');
  const { release } = await openWithScriptsHeld(page, '/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(904) 555-0199');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form
    .getByRole('combobox', { name: /^Service/ })
    .selectOption({ label: 'Full Structural Demolition' });
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Two-storey house');
  await chooseByLabel(form, /^By checking this box/);
  release();

  await hydrated(form.getByRole('button', { name: 'Send Message' }));
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dana Whitfield');
  await expect(form.getByRole('combobox', { name: /^Service/ })).toHaveValue('full-structural-demo');
  await expect(form.getByRole('checkbox')).toBeChecked();

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Dana Whitfield',
    phone: '(904) 555-0199',
    email,
    service: 'full-structural-demo',
    message: 'Two-storey house',
    smsOptIn: true,
  });
  await expect(page.getByRole('alertdialog', { name: 'Message sent!' })).toBeVisible();
});

test('a press on "Book My Dumpster" before hydration books exactly once', { tag: '@database' }, async ({
  page,
}) => {
  const email = uniqueEmail('early-click');
  const delivery = mondayFrom(plusDays(floridaToday(), 1));
  const formPosts = recordRequests(page, 'POST', '/book');
  const apiPosts = recordRequests(page, 'POST', '/api/bookings');
  await openWithScriptsHeld(page, '/book');
  const form = page.getByRole('form', { name: 'Book a dumpster' });
  await chooseByLabel(form, '10 Yard Dumpster');
  await form.getByLabel('Delivery date').fill(delivery);
  await form.getByLabel('Pickup date').fill(plusDays(delivery, 7));
  await fillDetails(form, bookingDetails(email));
  // The scripts never arrive in time: the press is the form's own, natively.
  await form.getByRole('button', { name: 'Book My Dumpster' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful' })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  expect(apiPosts).toHaveLength(0);
  if (databaseUrl)
    expect(await queryRows('select id from bookings where email = $1', [email])).toHaveLength(1);
});

test('a press on "Send Message" before hydration sends exactly one message', { tag: '@database' }, async ({
  page,
}) => {
  const email = uniqueEmail('early-message');
  const formPosts = recordRequests(page, 'POST', '/');
  const apiPosts = recordRequests(page, 'POST', '/api/contact');
  await openWithScriptsHeld(page, '/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(904) 555-0199');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('combobox', { name: /^Service/ }).selectOption({ label: 'Other Services' });
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  expect(apiPosts).toHaveLength(0);
  if (databaseUrl) {
    expect(await queryRows('select id from contact_requests where email = $1', [email])).toHaveLength(1);
  }
});
