// The booking dates are Gregorian days whatever calendar the visitor's browser prefers
// (frontend/src/shared/ui/gregorian-locale.ts): the browser's bundles carry only that calendar
// (vite.config.ts), so these journeys prove the production build still shows, types and picks
// the days the server reads, in the visitor's own order of day, month and year.
import { openBookingForm } from '../support/booking-form.ts';
import { deliveryBeforeInput } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';

// The form's delivery date before any input: today before noon Florida time, else tomorrow.
const [year = '', month = '', day = ''] = deliveryBeforeInput().split('-');

test.describe('a browser that prefers the Buddhist calendar (th-TH)', () => {
  test.use({ locale: 'th-TH' });

  test('shows and opens the dates in the Gregorian calendar, with no error', async ({ page, problems }) => {
    const form = await openBookingForm(page);
    const delivery = form.getByRole('group', { name: 'Delivery date' });
    // Thai order, day/month/year, but the Gregorian year (the Buddhist one is 543 more).
    await expect(delivery.getByRole('spinbutton')).toHaveText([
      String(Number(day)),
      String(Number(month)),
      year,
    ]);
    await delivery.getByRole('button').click();
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    await expect(calendar).toHaveAccessibleName(new RegExp(year));
    await page.keyboard.press('Escape');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('a British browser (en-GB)', () => {
  test.use({ locale: 'en-GB' });

  test('keeps its own day/month/year order', async ({ page, problems }) => {
    const form = await openBookingForm(page);
    await expect(form.getByRole('group', { name: 'Delivery date' }).getByRole('spinbutton')).toHaveText([
      day,
      month,
      year,
    ]);
    expect(problems.messages).toEqual([]);
  });
});
