// The messages the back office and the self-service page will queue, rendered: who each goes to,
// what its subject says, and that the link and the change are in it (HTML and text alike) once
// its send-time part is made (decision 0160), and never before.
import { requoteOnFrozenTerms } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import type { RenderedMail } from '../rendered-mail.ts';
import { SendTimeParts } from '../send-time-parts.ts';
import { renderMessage } from './render-message.ts';

const settings = { businessEmail: 'office@coastalhaul.example', siteUrl: 'https://coastalhaul.example' };
const booking = storedBooking({ reference: 'CH-7K3M-9Q2P' });
const manageLink = { tokenId: '41' };
const manageUrl = 'https://coastalhaul.example/my-booking#token=abc&x="1"';
/** The worker's making of the link, here from the reference the test gave. */
const parts = new SendTimeParts({
  'manage-link': async (part) => ({ text: part.tokenId === manageLink.tokenId ? manageUrl : 'wrong link' }),
});

/** The message rendered as stored, and as sent. */
async function rendered(message: OutboxMessage): Promise<{ stored: RenderedMail; sent: RenderedMail }> {
  const stored = renderMessage(message, settings);
  return { stored, sent: { ...stored, ...(await parts.fill(stored)) } };
}
/** The change a message tells: the booking's second history event, a day after it was made. */
const revision = { sequence: 2, at: new Date('2026-11-23T15:00:00Z') };

describe('renderMessage', () => {
  it('puts the "My booking" link in the confirmation as it is sent, escaped in the HTML, and only then', async () => {
    const { stored, sent: mail } = await rendered({ kind: 'booking-confirmation', booking, manageLink });

    expect(stored.parts).toEqual([{ kind: 'manage-link', placeholder: expect.any(String), tokenId: '41' }]);
    expect(stored.text).toContain(`See or change your booking: ${stored.parts[0]?.placeholder}`);
    expect(stored.html).toContain(`href="${stored.parts[0]?.placeholder}"`);
    expect(`${stored.text}${stored.html}`).not.toContain('token=abc');
    expect(mail.text).toContain(`See or change your booking: ${manageUrl}`);
    expect(mail.html).toContain(
      'href="https://coastalhaul.example/my-booking#token=abc&amp;x=&quot;1&quot;"',
    );
    expect(mail.text).toContain('Use the link above or call us');
    const withoutLink = renderMessage(
      { kind: 'booking-confirmation', booking, manageLink: null },
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

  it('says what an extension changed, to the customer and to the business', async () => {
    const extended = { ...booking, pickupDate: '2026-12-08' };
    const changed = { ...extended, quote: requoteOnFrozenTerms(booking.quote, extended) };
    const message = {
      kind: 'booking-changed',
      change: 'extended',
      booking: changed,
      previous: booking,
      manageLink,
      revision,
    } as const;

    const { sent: customer } = await rendered({ ...message, audience: 'customer' });
    const { stored, sent: business } = await rendered({ ...message, audience: 'business' });

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
    expect(stored.parts).toEqual([]);
  });

  it('makes no link for a cancellation, whose e-mail shows none', async () => {
    const message = {
      kind: 'booking-changed',
      change: 'cancelled',
      booking: { ...booking, status: 'cancelled' },
      previous: booking,
      manageLink,
      revision,
      audience: 'customer',
    } as const;
    const { stored, sent } = await rendered(message);
    expect(stored.parts).toEqual([]);
    expect(sent.text).not.toContain('my-booking');
  });

  it('sends the new link when staff replaced the old one', async () => {
    const { sent: mail } = await rendered({ kind: 'booking-link', booking, manageLink });

    expect(mail.subject).toBe('Your new link for booking CH-7K3M-9Q2P');
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain('Any link we sent before no longer works.');
  });

  it('has no images, scripts or remote resources in any HTML part', async () => {
    const { sent: mail } = await rendered({ kind: 'booking-confirmation', booking, manageLink });

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
