// WCAG 2.0, 2.1 and 2.2 A and AA, checked by axe on each kind of page and in the booking
// page's two interactive states (date picker open, validation errors shown).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openBookingForm, sizeRadio, submitButton } from '../support/booking-form.ts';
import { expect, hydrated, openPage, pick, test } from '../support/fixtures.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  // Rule, impact and the offending elements with their HTML: enough to find and fix each one.
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
  }));
}

for (const path of ['/', '/book', '/dumpster-sizes', '/tampa', '/privacy']) {
  test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the home page on a phone (390 px), menu open, has no WCAG A or AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the not-found page has no WCAG A or AA violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('the booking page with the date picker open has no WCAG A or AA violations', async ({ page }) => {
  const form = await openBookingForm(page);
  await form.getByRole('group', { name: 'Delivery date' }).getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the booking page showing validation errors has no WCAG A or AA violations', async ({ page }) => {
  const form = await openBookingForm(page);
  await pick(sizeRadio(form, 10));
  await pick(form.getByRole('radio', { name: 'Commercial' }));
  await submitButton(form).click();
  await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violations(page)).toEqual([]);
});
