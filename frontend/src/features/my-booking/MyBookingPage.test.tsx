// The customer's booking page against a mock API (msw): the booking, its status and what happens
// next; extending with the price shown before confirming; a 409 shown as its sentence with the
// visitor's choice kept; the 24-hour limit saying to call; cancelling with a confirmation step;
// the link that opens nothing; and no axe violations, by keyboard.
import { type MyBookingView, myBookingView } from '@dumpster/domain';
import { type SampleBooking, sampleBooking } from '@dumpster/domain/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockApiForTests } from '../../mocks/node.ts';
import { renderPage } from '../../mocks/render-page.tsx';
import { axeViolations } from '../../test/axe-violations.ts';
import { MyBookingPage } from './MyBookingPage.tsx';

startMockApiForTests();

const token = 'T'.repeat(43);

/** Dates far enough ahead that the 24-hour limit is days away whenever the test runs. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function stored(overrides: Partial<SampleBooking> = {}, now = new Date()): MyBookingView {
  return myBookingView(
    sampleBooking({ deliveryDate: daysFromNow(10), pickupDate: daysFromNow(20) }, overrides),
    now,
  );
}

interface Seen {
  authorization: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

const pagePath = '/my-booking/:token';

function renderMyBooking(at: string) {
  return renderPage(<MyBookingPage />, { path: pagePath, at });
}

function serve(view: MyBookingView, change?: (body: Record<string, string>) => Response | MyBookingView) {
  const seen: Seen[] = [];
  server.use(
    http.get('*/api/my-booking', ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${token}`)
        return HttpResponse.json({ error: 'not_found', message: 'no', requestId: 'r' }, { status: 404 });
      return HttpResponse.json(view);
    }),
    http.post('*/api/my-booking/:action', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      seen.push({
        authorization: request.headers.get('Authorization'),
        idempotencyKey: request.headers.get('Idempotency-Key'),
        body,
      });
      const answer = change?.(body) ?? view;
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('the My booking page', () => {
  it('shows the final invoice, paid, with its PDF to download (the mock: INV-2026-000042)', async () => {
    serve(stored({ status: 'picked_up' }));
    const { container } = renderMyBooking(`/my-booking/${token}`);
    const invoice = await screen.findByRole('region', { name: 'Your invoice' });
    expect(within(invoice).getByRole('heading', { name: 'Your invoice INV-2026-000042' })).toBeVisible();
    expect(within(invoice).getByText('Paid')).toBeVisible();
    expect(within(invoice).getByRole('button', { name: 'Download the invoice (PDF)' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the booking, its status timeline and what happens next, with no axe violations', async () => {
    const view = stored();
    serve(view);
    const { container } = renderMyBooking(`/my-booking/${token}`);
    await screen.findByRole('heading', { level: 1, name: 'Your booking CH-7K3M-9Q2P' });
    expect(screen.getByText('15 Yard Dumpster')).toBeInTheDocument();
    expect(screen.getByText('12 Ocean Ave, Jacksonville, FL 32202')).toBeInTheDocument();
    expect(screen.getByText('$580')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Received (done)',
      'Confirmed (current step)',
      'Delivered (to come)',
      'Picked up (to come)',
      'Completed (to come)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(view.timeline.next)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('extends by two days: the price difference shows before confirming, and one keyed request is sent with the token', async () => {
    const view = stored();
    const later = daysFromNow(22);
    const seen = serve(view, () =>
      stored({
        pickupDate: later,
        quote: { ...view.quote, extraDays: 5, extraCostCents: 30_000, totalCents: 70_000 },
      }),
    );
    const user = userEvent.setup();
    renderMyBooking(`/my-booking/${token}`);
    const extend = await screen.findByRole('region', { name: 'Keep it longer' });
    const field = within(extend).getByLabelText(/New pickup date/);
    await user.type(field, later);
    expect(screen.getByText('2 more days: +$120. New total $700.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm extension' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ authorization: `Bearer ${token}`, body: { pickupDate: later } });
    expect(seen[0]?.idempotencyKey).toMatch(/.{8,}/);
    await screen.findByText('$700');
  });

  it('re-quotes a reschedule with the domain before the visitor confirms, and sends the new dates', async () => {
    const view = stored();
    const delivery = daysFromNow(12);
    const pickup = daysFromNow(19);
    const seen = serve(view, () => stored({ deliveryDate: delivery, pickupDate: pickup }));
    const user = userEvent.setup();
    renderMyBooking(`/my-booking/${token}`);
    const reschedule = await screen.findByRole('region', { name: 'Change the dates' });
    await user.type(within(reschedule).getByLabelText(/New delivery date/), delivery);
    await user.type(within(reschedule).getByLabelText(/New pickup date/), pickup);
    // 7 days: the base price alone, $180 less than the 10-day booking.
    expect(within(reschedule).getByRole('status')).toHaveTextContent('New total $400 (-$180).');
    await user.click(within(reschedule).getByRole('button', { name: 'Confirm new dates' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ deliveryDate: delivery, pickupDate: pickup });
  });

  it('shows a 409 as its sentence with the dates it offers, and keeps the visitor’s choice', async () => {
    const view = stored();
    const wanted = daysFromNow(23);
    const latest = daysFromNow(21);
    serve(view, () =>
      HttpResponse.json(
        {
          error: 'unavailable',
          message:
            'Every 15 yard dumpster is booked on those days. The latest pickup date we can offer is then.',
          unavailableDates: [daysFromNow(22)],
          nextAvailable: { deliveryDate: view.deliveryDate, pickupDate: latest },
          requestId: 'r',
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderMyBooking(`/my-booking/${token}`);
    const extend = await screen.findByRole('region', { name: 'Keep it longer' });
    const field = within(extend).getByLabelText(/New pickup date/);
    await user.type(field, wanted);
    await user.click(screen.getByRole('button', { name: 'Confirm extension' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The latest pickup date we can offer is then.');
    expect(field).toHaveValue(wanted);
    await user.click(within(alert).getByRole('button', { name: /instead/ }));
    expect(field).toHaveValue(latest);
  });

  it('after the 24-hour limit says to call, with a tel: link, instead of offering to reschedule or cancel', async () => {
    const deliveryDate = daysFromNow(1);
    serve(stored({ deliveryDate, pickupDate: daysFromNow(8) }, new Date(Date.now() + 2 * 86_400_000)));
    renderMyBooking(`/my-booking/${token}`);
    await screen.findByRole('heading', { level: 1, name: /Your booking CH-/ });
    expect(screen.queryByRole('button', { name: 'Cancel booking…' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Keep it longer' })).toBeInTheDocument();
    const tooLate = screen.getAllByText(/until 24 hours before delivery/);
    expect(tooLate.length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link', { name: 'Call us' }))
      expect(link).toHaveAttribute('href', 'tel:+19045550142');
  });

  it('cancels only after the confirmation step, by keyboard', async () => {
    const view = stored();
    const seen = serve(view, () => stored({ status: 'cancelled' }));
    const user = userEvent.setup();
    renderMyBooking(`/my-booking/${token}`);
    const open = await screen.findByRole('button', { name: 'Cancel booking…' });
    open.focus();
    await user.keyboard('{Enter}');
    const step = await screen.findByRole('form', { name: 'Cancel this booking?' });
    expect(screen.getByRole('heading', { name: 'Cancel this booking?' })).toHaveFocus();
    expect(seen).toHaveLength(0);
    await user.click(within(step).getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('form', { name: 'Cancel this booking?' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking…' })).toHaveFocus());
    expect(seen).toHaveLength(0);
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('form', { name: 'Cancel this booking?' });
    await user.type(within(again).getByLabelText(/Reason/), 'Plans changed');
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ reason: 'Plans changed' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Status' }))
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual(['✓Received (done)', 'Cancelled (current step)']),
    );
    // The cancel part is gone with the change: focus is on the page's heading, not lost.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('answers a link that opens nothing with the "link not valid" page and the phone', async () => {
    serve(stored());
    const { container } = renderMyBooking(`/my-booking/${'W'.repeat(43)}`);
    await screen.findByRole('heading', { level: 1, name: 'This link is not valid' });
    const text = screen.getByText(/It may have expired/);
    expect(within(text).getByRole('link', { name: '(904) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+19045550142',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
