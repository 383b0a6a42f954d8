// The messages the back office and the self-service page will queue, rendered: who each goes to,
// what its subject says, and that the link and the change are in it (HTML and text alike).
import { requoteOnFrozenTerms } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import { renderMessage } from './render-message.ts';

const settings = { businessEmail: 'office@coastalhaul.example', siteUrl: 'https://coastalhaul.example' };
const booking = storedBooking({ reference: 'CH-7K3M-9Q2P' });
const manageUrl = 'https://coastalhaul.example/my-booking#token=abc&x="1"';
/** The change a message tells: the booking's second history event, a day after it was made. */
const revision = { sequence: 2, at: new Date('2026-11-23T15:00:00Z') };

describe('renderMessage', () => {
  it('puts the "My booking" link in the confirmation when there is one, escaped in the HTML', () => {
    const mail = renderMessage({ kind: 'booking-confirmation', booking, manageUrl }, settings);

    expect(mail.text).toContain(`See or change your booking: ${manageUrl}`);
    expect(mail.html).toContain(
      'href="https://coastalhaul.example/my-booking#token=abc&amp;x=&quot;1&quot;"',
    );
    expect(mail.text).toContain('Use the link above or call us');
    const withoutLink = renderMessage(
      { kind: 'booking-confirmation', booking, manageUrl: null },
      settings,
    ).text;
    expect(withoutLink).not.toContain('See or change');
    expect(withoutLink).not.toContain('link above');
    expect(withoutLink).toContain('Call us at least 24 hours before delivery.');
  });

  it('tells the customer that staff confirmed or cancelled, with the reason', () => {
    const confirmed = renderMessage(
      { kind: 'booking-status-changed', booking, status: 'confirmed', reason: null, revision },
      settings,
    );
    const cancelled = renderMessage(
      {
        kind: 'booking-status-changed',
        booking,
        status: 'cancelled',
        reason: 'No access to the site',
        revision,
      },
      settings,
    );

    expect(confirmed).toMatchObject({
      to: 'jane@example.com',
      subject: 'Confirmed: your 20 Yard Dumpster on Tue, Nov 24, 2026 (CH-7K3M-9Q2P)',
      bookingId: booking.id,
      contactRequestId: null,
    });
    expect(cancelled.subject).toBe('Cancelled: your booking CH-7K3M-9Q2P');
    expect(cancelled.text).toContain('Our note\n\nNo access to the site');
  });

  it('says what an extension changed, to the customer and to the business', () => {
    const extended = { ...booking, pickupDate: '2026-12-08' };
    const changed = { ...extended, quote: requoteOnFrozenTerms(booking.quote, extended) };
    const message = {
      kind: 'booking-changed',
      change: 'extended',
      booking: changed,
      previous: booking,
      manageUrl,
      revision,
    } as const;

    const customer = renderMessage({ ...message, audience: 'customer' }, settings);
    const business = renderMessage({ ...message, audience: 'business' }, settings);

    const summary = 'Pickup moved from Fri, Dec 4, 2026 to Tue, Dec 8, 2026. New total $1,020 (was $780).';
    expect(customer).toMatchObject({
      to: 'jane@example.com',
      subject: 'Your booking CH-7K3M-9Q2P is extended',
    });
    expect(customer.text).toContain(summary);
    expect(customer.text).toContain(manageUrl);
    expect(business).toMatchObject({
      to: 'office@coastalhaul.example',
      replyTo: { name: 'Jane Carter', address: 'jane@example.com' },
      subject: 'Booking CH-7K3M-9Q2P extended by the customer',
    });
    expect(business.text).toContain(summary);
    expect(business.text).not.toContain(manageUrl);
  });

  it('sends the new link when staff replaced the old one', () => {
    const mail = renderMessage({ kind: 'booking-link', booking, manageUrl }, settings);

    expect(mail.subject).toBe('Your new link for booking CH-7K3M-9Q2P');
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain('Any link we sent before no longer works.');
  });

  it('has no images, scripts or remote resources in any HTML part', () => {
    const mail = renderMessage({ kind: 'booking-confirmation', booking, manageUrl }, settings);

    expect(mail.html).not.toMatch(/<img|<script|<link|src=|url\(/i);
  });

  it("leaves a homeowner's blank company and job lines out of the business's notice", () => {
    const homeowner = storedBooking({
      bookingType: 'residential',
      companyName: null,
      jobNumber: null,
      jobName: null,
    });
    const notice = renderMessage({ kind: 'booking-notice', booking: homeowner }, settings).text;
    expect(notice).toContain('Type: Residential');
    expect(notice).not.toMatch(/Company|Job number|Job name|\(none\)/);

    const contractor = renderMessage({ kind: 'booking-notice', booking }, settings).text;
    expect(contractor).toContain('Company: Carter Builders');
  });
});
