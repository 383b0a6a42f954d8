// Shared steps of the booking tests, written as a visitor acts: by role and label.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node.ts';
import { renderPage } from '../../mocks/render-page.tsx';
import { BookingPage } from './BookingPage.tsx';

/** 10:00 in Florida on Sunday 22 November 2026. */
export const testNow = new Date('2026-11-22T15:00:00Z');
export const testToday = '2026-11-22';

/**
 * Every booking test file: freezes the clock's date only (timers stay real for react-aria and
 * msw), stubs the tag manager, and allows a full form (date pickers, Select) time to render on
 * a busy machine. The limits are guards against hangs, not performance assertions.
 */
export function setUpBookingTests() {
  vi.setConfig({ testTimeout: 30_000 });
  // findBy/waitFor give up after 1 s by default: too short when other jobs load the machine.
  configure({ asyncUtilTimeout: 10_000 });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(testNow);
    window.gtag = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.gtag;
  });
}

export function renderBookingPage(at = '/book') {
  const user = userEvent.setup({ delay: null });
  const view = renderPage(<BookingPage />, { path: '/book', at });
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

export function dateSegments(label: 'Delivery date' | 'Pickup date') {
  return within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
}

/** Types an ISO date into a date picker's month, day and year segments. */
export async function typeDate(user: User, label: 'Delivery date' | 'Pickup date', iso: string) {
  const [year, month, day] = iso.split('-');
  const [monthSegment] = dateSegments(label);
  if (!monthSegment) throw new Error(`No segments in ${label}`);
  await user.click(monthSegment);
  await user.keyboard(`${month}${day}${year}`);
}

export function quoteBox() {
  return screen.getByRole('region', { name: 'Your Quote' });
}

/** The quote box's figure for a row ('Total', 'Extra days'...). */
export function quoteFigure(term: string | RegExp) {
  const terms = within(quoteBox()).getAllByRole('term');
  const match = terms.find((dt) =>
    typeof term === 'string' ? dt.textContent === term : term.test(dt.textContent ?? ''),
  );
  return match?.nextElementSibling?.textContent;
}

export const validDetails = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0199',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  zipCode: '32204',
};

export async function fillDetails(user: User, details: Partial<typeof validDetails> = validDetails) {
  const labels: Record<keyof typeof validDetails, string> = {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    address: 'Delivery address',
    city: 'City',
    zipCode: 'ZIP code',
  };
  for (const [field, value] of Object.entries(details) as [keyof typeof validDetails, string][]) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${labels[field]}`) });
    await user.clear(input);
    // One paste per field: typing each character re-renders the whole form, which is slow in jsdom.
    if (value) await user.paste(value);
  }
}

export function submitButton() {
  return screen.getByRole('button', { name: /Book My Dumpster|Processing\.\.\./ });
}

/** POST /api/bookings answers 409: the day is full, with `refusal` and the next dates. */
export function bookingsRefusedWith(refusal: string) {
  server.use(
    http.post('*/api/bookings', () =>
      HttpResponse.json(
        {
          error: 'unavailable',
          message: refusal,
          unavailableDates: ['2026-12-01'],
          nextAvailable: { deliveryDate: '2026-12-02', pickupDate: '2026-12-09' },
          requestId: 'mock-1',
        },
        { status: 409 },
      ),
    ),
  );
}
