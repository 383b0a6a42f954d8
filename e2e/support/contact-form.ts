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
  // The service list is built on the client: the trigger is disabled until it is.
  await expect(form.getByRole('button', { name: /Service/ })).toBeEnabled();
  return form;
}

export async function chooseService(page: Page, form: Locator, service: string): Promise<void> {
  await form.getByRole('button', { name: /Service/ }).click();
  await page.getByRole('option', { name: service, exact: true }).click();
  await expect(form.getByRole('button', { name: /Service/ })).toContainText(service);
}

export async function fillContactForm(page: Page, form: Locator, details: ContactDetails): Promise<void> {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(details.name);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(details.phone);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  await chooseService(page, form, details.service);
  if (details.message)
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(details.message);
}
