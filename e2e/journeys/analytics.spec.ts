// Spec section 7: the tag-manager events, seen through a stub window.gtag.
import {
  bookingDetails,
  fillDetails,
  openBookingForm,
  sizeRadio,
  submitButton,
} from '../support/booking-form.ts';
import { fillContactForm, openContactForm } from '../support/contact-form.ts';
import { uniqueEmail } from '../support/database.ts';
import { expect, hydrated, openPage, pick, test } from '../support/fixtures.ts';
import { toasts } from '../support/spec-data.ts';

type GtagCall = [command: string, name: string, params: Record<string, unknown>];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __gtagCalls: calls,
      gtag: (...args: unknown[]) => {
        calls.push(args);
      },
    });
  });
});

async function events(page: import('@playwright/test').Page, name: string): Promise<GtagCall[]> {
  const calls = (await page.evaluate(
    () => (window as unknown as { __gtagCalls: unknown[] }).__gtagCalls,
  )) as GtagCall[];
  return calls.filter(([command, event]) => command === 'event' && event === name);
}

test('a sent contact message reports contact_form_submit with the service as label and value 1', async ({
  page,
}) => {
  const form = await openContactForm(page);
  await fillContactForm(form, {
    name: 'Ana Ruiz',
    phone: '9045550111',
    email: uniqueEmail('analytics-contact'),
    service: 'Residential Demolition',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alertdialog', { name: toasts.contactSuccess[0] })).toBeVisible();

  const sent = await events(page, 'contact_form_submit');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.[2]).toMatchObject({ event_label: 'residential-demo', value: 1 });
  const conversions = await events(page, 'conversion');
  expect(conversions).toHaveLength(1);
  expect(conversions[0]?.[2]).toMatchObject({ service: 'residential-demo', phone: '9045550111' });
});

test('a booking reports booking_form_submit with size and project type as label and value 5', async ({
  page,
}) => {
  const form = await openBookingForm(page);
  await pick(sizeRadio(form, 20));
  await fillDetails(form, bookingDetails(uniqueEmail('analytics-booking')));
  await submitButton(form).click();
  await expect(page.getByRole('alertdialog', { name: toasts.bookingSuccess[0] })).toBeVisible();

  const sent = await events(page, 'booking_form_submit');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.[2]).toMatchObject({ value: 5 });
  expect(String(sent[0]?.[2].event_label)).toMatch(/20-yard/);
  expect(String(sent[0]?.[2].event_label)).toMatch(/residential/);
  const conversions = await events(page, 'conversion');
  expect(conversions).toHaveLength(1);
  expect(conversions[0]?.[2]).toMatchObject({
    dumpsterSize: '20-yard',
    projectType: 'residential',
    location: { city: 'Jacksonville', state: 'FL' },
  });
  expect(conversions[0]?.[2]).toHaveProperty('service');
});

test('a tap on a phone link reports phone_call_click with its placement as label and value 3', async ({
  page,
}) => {
  await openPage(page, '/');
  const phone = await hydrated(page.getByRole('banner').getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }));
  // A tel: link hands the number to the phone app; there is none here, so the page stays.
  await phone.click();
  await expect.poll(async () => (await events(page, 'phone_call_click')).length).toBe(1);
  const [call] = await events(page, 'phone_call_click');
  expect(call?.[2]).toMatchObject({ value: 3 });
  expect(call?.[2].event_label).toEqual(expect.any(String));
  expect(String(call?.[2].event_label)).toMatch(/header/i);
});
