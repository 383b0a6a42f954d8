// POST /api/text-messages/inbound on the real app and use case (decisions 0155, 0202): Twilio's
// form, signed by the Twilio library's own function over SITE_URL + the path; STOP opts the
// number out at once (a due reminder then goes by e-mail), START back in, HELP is answered, any
// other reply lands in the booking's conversation and reaches the office by e-mail; a wrong or
// missing signature is 403 and logged; a webhook called twice records once.
import { helpAnswerText, optOutConfirmationText } from '@dumpster/domain';
import request from 'supertest';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { testApp, testSiteUrl, testTwilioAuthToken } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { storedConsents, storedInboundTexts } from '../../test-support/text-state.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { SequentialIds } from '../memory/sequential-ids.ts';

const path = '/api/text-messages/inbound';
let sid = 0;

function fields(body: string, from = '+19045550134'): Record<string, string> {
  sid += 1;
  return {
    MessageSid: `SM${String(sid).padStart(32, '0')}`,
    AccountSid: `AC${'2'.repeat(32)}`,
    From: from,
    To: '+19045550100',
    Body: body,
    NumMedia: '0',
    NumSegments: '1',
    SmsStatus: 'received',
    ApiVersion: '2010-04-01',
  };
}

function post(app: Parameters<typeof request>[0], body: Record<string, string>, signature?: string | null) {
  const call = request(app).post(path).type('form').send(body);
  if (signature === null) return call;
  return call.set(
    'X-Twilio-Signature',
    signature ?? twilio.getExpectedTwilioSignature(testTwilioAuthToken, `${testSiteUrl}${path}`, body),
  );
}

async function booked() {
  const harness = await testApp();
  const submit = new SubmitBooking(
    harness.store.unitOfWork,
    harness.store.idempotency,
    new FixedClock(testNow),
    new SequentialIds(),
    fixedCalendar(),
  );
  await submit.execute(bookingRequest());
  const [booking] = await harness.store.bookings();
  if (!booking) throw new Error('no booking');
  return { ...harness, booking };
}

const twiml = (message: string | null) =>
  message === null
    ? '<?xml version="1.0" encoding="UTF-8"?><Response/>'
    : `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${message.replaceAll('&', '&#38;').replaceAll("'", '&#39;')}</Message></Response>`;

describe('a customer’s text to the business’s number', () => {
  it('"stop please" opts the number out at once, records it, and answers the one confirmation', async () => {
    const { app, store, booking } = await booked();
    const response = await post(app, fields('stop please'));

    expect(response.status).toBe(200);
    expect(response.text).toBe(twiml(optOutConfirmationText({ remindersByEmail: true })));
    expect(
      (await storedConsents(store.orm)).map(({ kind, source, bookingId }) => ({ kind, source, bookingId })),
    ).toEqual([
      { kind: 'opt_in', source: 'booking_form', bookingId: booking.id },
      { kind: 'opt_out', source: 'keyword', bookingId: booking.id },
    ]);
  });

  it('an exact STOP is recorded and answered with nothing (Twilio answers it); START opts back in', async () => {
    const { app, store, clock } = await booked();
    clock.set(new Date(testNow.getTime() + 60_000));
    expect((await post(app, fields('STOP'))).text).toBe(twiml(null));
    clock.set(new Date(testNow.getTime() + 120_000));
    expect((await post(app, fields('START'))).text).toBe(twiml(null));
    const consents = await storedConsents(store.orm);
    expect(consents.map(({ kind, source }) => `${kind} ${source}`)).toEqual([
      'opt_in booking_form',
      'opt_out keyword',
      'opt_in keyword',
    ]);
    expect(consents[2]?.versionId).toBe('start-reply-2026-11');
  });

  it('"help me" gets the business’s name, phone and hours', async () => {
    const { app } = await booked();
    expect((await post(app, fields('help me please'))).text).toBe(twiml(helpAnswerText()));
  });

  it('any other reply lands in the booking’s conversation and reaches the office by e-mail', async () => {
    const { app, store, booking } = await booked();
    const reply = fields('Can the driver come after 2 PM? The gate code is 4411.');
    await post(app, reply).expect(200);
    // Twilio calling again with the same message records nothing twice.
    await post(app, reply).expect(200);

    expect(await storedInboundTexts(store.orm)).toEqual([
      {
        messageSid: reply.MessageSid,
        phoneE164: '+19045550134',
        bookingId: booking.id,
        body: 'Can the driver come after 2 PM? The gate code is 4411.',
        intent: 'other',
      },
    ]);
    const notices = await store.orm.em
      .getConnection()
      .execute<{ subject: string; text_body: string }[]>(
        `select "subject", "text_body" from "outbox_messages" where "kind" = 'text-reply-notice'`,
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`Text from (904) 555-0134 about booking ${booking.reference}`);
    expect(notices[0]?.text_body).toContain('The gate code is 4411.');
  });

  it('refuses a missing or wrong signature with 403, records nothing and logs it without the fields', async () => {
    const { app, store, logLines } = await booked();
    const body = fields('STOP');
    expect((await post(app, body, null)).status).toBe(403);
    expect((await post(app, body, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);

    expect(await storedInboundTexts(store.orm)).toEqual([]);
    expect((await storedConsents(store.orm)).map((consent) => consent.kind)).toEqual(['opt_in']);
    const refusals = logLines.filter((line) => String(line.msg).startsWith('text-message webhook refused'));
    expect(refusals.map((line) => line.signature)).toEqual(['missing', 'wrong']);
    expect(JSON.stringify(refusals)).not.toContain('+19045550134');
  });
});
