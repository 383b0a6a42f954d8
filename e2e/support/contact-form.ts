// The home page's contact form, found the way a visitor finds it.
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';

export interface ContactDetails {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** The visible label of the service option. */
  readonly service: string;
  readonly message?: string;
}

export async function openContactForm(page: Page): Promise<Locator> {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await hydrated(form.getByRole('button', { name: 'Send Message' }));
  return form;
}

/** The service: the browser's own select (decision 0051). */
export function serviceSelect(form: Locator): Locator {
  return form.getByRole('combobox', { name: /^Service/ });
}

export async function chooseService(form: Locator, service: string): Promise<void> {
  await serviceSelect(form).selectOption({ label: service });
  await expect(serviceSelect(form).locator('option:checked')).toHaveText(service);
}

export async function fillContactForm(form: Locator, details: ContactDetails): Promise<void> {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(details.name);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(details.phone);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  await chooseService(form, details.service);
  if (details.message)
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(details.message);
}
