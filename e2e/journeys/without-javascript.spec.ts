// Decision 0051: both public forms work with JavaScript off. They post natively to the server, which
// stores through the same use cases and answers with a confirmation page (Post/Redirect/Get), or
// with the form again, every value kept and each field's message under it.
import type { Locator, Page } from '@playwright/test';
import { bookingDetails, fillDetails } from '../support/booking-form.ts';
import { databaseUrl, queryRows, uniqueEmail } from '../support/database.ts';
import { floridaToday, mondayFrom, plusDays } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { companyRequired, contactMessages } from '../support/spec-data.ts';

test.use({ javaScriptEnabled: false });

function bookingForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Book a dumpster' });
}

/** A choice made as a person makes it: a press on its label (no script draws anything here). */
async function choose(form: Locator, label: string | RegExp): Promise<void> {
  await form.getByText(label, { exact: typeof label === 'string' }).click();
}

async function fillDates(form: Locator, delivery: string, pickup: string): Promise<void> {
  await form.getByLabel('Delivery date').fill(delivery);
  await form.getByLabel('Pickup date').fill(pickup);
}

test('a booking is sent without JavaScript, stored, and confirmed with its reference and quote', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('nojs-booking');
  const delivery = mondayFrom(plusDays(floridaToday(), 1));
  const pickup = plusDays(delivery, 10);
  await page.goto('/book');
  const form = bookingForm(page);
  await choose(form, '15 Yard Dumpster');
  await expect(form.getByRole('radio', { name: /^15 Yard/ })).toBeChecked();
  await fillDates(form, delivery, pickup);
  await fillDetails(form, bookingDetails(email));
  await form.getByLabel('Special instructions').fill('Gate code 1234');
  await choose(form, /^By checking this box/);

  await form.getByRole('button', { name: 'Book My Dumpster' }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?key=[0-9a-f-]{36}#main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful' })).toBeVisible();
  const booking = page.getByRole('definition');
  const facts = await booking.allTextContents();
  const reference = facts[0] ?? '';
  // The reference the customer quotes on the phone and finds in the e-mail, not the row's id.
  expect(reference).toMatch(/^CH-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(facts).toContain('15 Yard Dumpster');
  // 7 days included, 3 extra days at $60: $400 + $180.
  expect(facts.slice(-2)).toEqual(['$180', '$580']);

  if (databaseUrl) {
    const rows = await queryRows(
      `select reference, dumpster_size, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date,
              to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, special_instructions, sms_opt_in, total_cents
         from bookings where email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        reference,
        dumpster_size: '15-yard',
        delivery_date: delivery,
        pickup_date: pickup,
        special_instructions: 'Gate code 1234',
        sms_opt_in: true,
        total_cents: 58000,
      },
    ]);
  }
});

test('an invalid booking comes back with every value kept and the messages under the fields', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('nojs-invalid');
  const delivery = mondayFrom(plusDays(floridaToday(), 2));
  await page.goto('/book');
  const form = bookingForm(page);
  await choose(form, '20 Yard Dumpster');
  await choose(form, 'Commercial');
  await fillDates(form, delivery, plusDays(delivery, 7));
  const hostile = `Marcus "<b>Bell</b>" </script><script>alert(1)</script>`;
  await fillDetails(form, { ...bookingDetails(email), name: hostile, zipCode: '90210' });
  await form.getByRole('button', { name: 'Book My Dumpster' }).click();

  await expect(page).toHaveURL(/\/book$/);
  const answered = bookingForm(page);
  await expect(answered.getByRole('alert')).toContainText(
    'Please correct the highlighted fields and try again.',
  );
  const company = answered.getByRole('textbox', { name: 'Company name', exact: true });
  await expect(company).toHaveAccessibleDescription(companyRequired);
  const zip = answered.getByRole('textbox', { name: 'ZIP code', exact: true });
  await expect(zip).toHaveAccessibleDescription('Please enter a Florida ZIP code');
  await expect(answered.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(hostile);
  await expect(answered.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(answered.getByRole('radio', { name: /^20 Yard/ })).toBeChecked();
  await expect(answered.getByRole('radio', { name: 'Commercial' })).toBeChecked();
  await expect(answered.getByLabel('Delivery date')).toHaveValue(delivery);
  if (databaseUrl) expect(await queryRows('select id from bookings where email = $1', [email])).toEqual([]);

  // Corrected, the same page books.
  await company.fill('Riverside Builders');
  await zip.fill('32204');
  await answered.getByRole('button', { name: 'Book My Dumpster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful' })).toBeVisible();
  if (databaseUrl) {
    expect(await queryRows('select name, company_name from bookings where email = $1', [email])).toEqual([
      { name: hostile, company_name: 'Riverside Builders' },
    ]);
  }
});

test('a contact message is sent without JavaScript, stored, and confirmed', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('nojs-contact');
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(904) 555-0199');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('combobox', { name: /^Service/ }).selectOption({ label: 'Residential Demolition' });
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Old shed, next month.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\/sent#main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
  await expect(page.getByText('Thank you for your message. We will get back to you shortly.')).toBeVisible();
  if (databaseUrl) {
    expect(
      await queryRows('select name, service, message, sms_opt_in from contact_requests where email = $1', [
        email,
      ]),
    ).toEqual([
      {
        name: 'Dana Whitfield',
        service: 'residential-demo',
        message: 'Old shed, next month.',
        sms_opt_in: false,
      },
    ]);
  }
});

test('an invalid contact message comes back with its values and the messages of spec section 5', async ({
  page,
}) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('D');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('555');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Call me');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const answered = page.getByRole('form', { name: 'Contact us' });
  await expect(answered.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
    contactMessages.name,
  );
  await expect(answered.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAccessibleDescription(
    contactMessages.phone,
  );
  for (const message of Object.values(contactMessages)) {
    await expect(answered.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(answered.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('D');
  await expect(answered.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Call me');
  // The answer lands on the form, not at the top of the home page.
  await expect(answered).toBeInViewport();
});
