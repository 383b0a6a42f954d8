// The booking page's form, found the way a visitor finds it.
import { expect, type Locator, type Page } from '@playwright/test';
import { typedUsDate } from './dates.ts';
import { hydrated } from './fixtures.ts';

export interface BookingDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
}

export function bookingDetails(email: string): BookingDetails {
  return {
    name: 'Marcus Bell',
    email,
    phone: '(904) 555-0123',
    address: '1200 Riverside Ave',
    city: 'Jacksonville',
    zipCode: '32204',
  };
}

export async function openBookingForm(page: Page, path = '/book'): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Book a dumpster' });
  await hydrated(form.getByRole('radio', { name: /^10 Yard/ }));
  // The dates are filled in once the page knows today's date (after hydration).
  await expect(
    form.getByRole('group', { name: 'Pickup date' }).getByRole('spinbutton').first(),
  ).not.toHaveText(/mm/i);
  return form;
}

export function sizeRadio(form: Locator, yards: 10 | 15 | 20): Locator {
  return form.getByRole('radio', { name: new RegExp(`^${yards} Yard`) });
}

export function submitButton(form: Locator): Locator {
  return form.getByRole('button', { name: /Book My Dumpster|Processing\.\.\./ });
}

/** The month segment of a date field: typing MMDDYYYY there fills the whole date. */
export function dateField(form: Locator, label: 'Delivery date' | 'Pickup date'): Locator {
  return form.getByRole('group', { name: label }).getByRole('spinbutton').first();
}

export async function typeDate(
  page: Page,
  form: Locator,
  label: 'Delivery date' | 'Pickup date',
  iso: string,
) {
  await dateField(form, label).click();
  await page.keyboard.type(typedUsDate(iso));
}

export async function fillDetails(form: Locator, details: BookingDetails): Promise<void> {
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill(details.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(details.phone);
  await form.getByRole('textbox', { name: 'Delivery address', exact: true }).fill(details.address);
  await form.getByRole('textbox', { name: 'City', exact: true }).fill(details.city);
  await form.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(details.zipCode);
}

export async function expectDetails(form: Locator, details: BookingDetails): Promise<void> {
  await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(details.name);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(details.email);
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(details.phone);
  await expect(form.getByRole('textbox', { name: 'Delivery address', exact: true })).toHaveValue(
    details.address,
  );
  await expect(form.getByRole('textbox', { name: 'City', exact: true })).toHaveValue(details.city);
  await expect(form.getByRole('textbox', { name: 'ZIP code', exact: true })).toHaveValue(details.zipCode);
}

export function quoteBox(form: Locator): Locator {
  return form.getByRole('region', { name: 'Your Quote' });
}

/** The amount beside 'Total' in the quote box. */
export function quoteTotal(form: Locator): Locator {
  return quoteBox(form)
    .getByRole('term')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::*[1]');
}
