// Spec sections 4, 5 and 8: the contact form's validation, success and failure.
import {
  type ContactDetails,
  fillContactForm,
  openContactForm,
  serviceSelect,
} from '../support/contact-form.ts';
import { databaseUrl, queryRows, uniqueEmail } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { contactMessages, toasts } from '../support/spec-data.ts';

function details(email: string): ContactDetails {
  return {
    name: 'Dana Whitfield',
    phone: '(904) 555-0199',
    email,
    service: '15 Yard Dumpster Rental',
    message: 'Garage cleanout next week.',
  };
}

test('each field shows its validation message on submit and again as the visitor types', {
  tag: '@database',
}, async ({ page }) => {
  const form = await openContactForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();

  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  const phone = form.getByRole('textbox', { name: 'Phone', exact: true });
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(name).toHaveAccessibleDescription(contactMessages.name);
  await expect(phone).toHaveAccessibleDescription(contactMessages.phone);
  await expect(email).toHaveAccessibleDescription(contactMessages.email);
  await expect(form.getByText(contactMessages.service, { exact: true })).toBeVisible();
  for (const message of Object.values(contactMessages)) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(name).toBeFocused();

  // After the first submit, every change is validated again.
  await name.fill('D');
  await expect(name).toHaveAccessibleDescription(contactMessages.name);
  await name.fill('Da');
  await expect(form.getByText(contactMessages.name, { exact: true })).toBeHidden();
  await phone.fill('904555');
  await expect(phone).toHaveAccessibleDescription(contactMessages.phone);
  await phone.fill('9045550199');
  await expect(form.getByText(contactMessages.phone, { exact: true })).toBeHidden();
  await email.fill('dana@');
  await expect(email).toHaveAccessibleDescription(contactMessages.email);
  await email.fill('dana@example.com');
  await expect(form.getByText(contactMessages.email, { exact: true })).toBeHidden();
  await expect(form.getByText(contactMessages.service, { exact: true })).toBeVisible();
});

test('a valid message is sent: success toast, the form resets, and the request is stored', {
  tag: '@database',
}, async ({ page }) => {
  const email = uniqueEmail('contact');
  const form = await openContactForm(page);
  await fillContactForm(form, details(email));

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);

  const toast = page.getByRole('alertdialog', { name: toasts.contactSuccess[0] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toasts.contactSuccess[1]);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  await expect(serviceSelect(form).locator('option:checked')).not.toHaveText('15 Yard Dumpster Rental');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  if (databaseUrl) {
    const rows = await queryRows(
      'select name, phone, email, service, message, sms_opt_in, is_contacted from contact_requests where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Dana Whitfield',
        phone: '(904) 555-0199',
        email,
        service: '15-yard',
        message: 'Garage cleanout next week.',
        sms_opt_in: false,
        is_contacted: false,
      },
    ]);
  }
});

test('when the server fails, the error toast shows and every value stays', {
  tag: '@database',
}, async ({ page }) => {
  const form = await openContactForm(page);
  const email = uniqueEmail('contact-failure');
  await fillContactForm(form, details(email));
  // The answer is held until the submitting state has been seen, then it is a 500.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();

  const toast = page.getByRole('alertdialog', { name: toasts.contactFailure[0] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toasts.contactFailure[1]);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dana Whitfield');
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(904) 555-0199');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
    'Garage cleanout next week.',
  );
  await expect(serviceSelect(form).locator('option:checked')).toHaveText('15 Yard Dumpster Rental');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
