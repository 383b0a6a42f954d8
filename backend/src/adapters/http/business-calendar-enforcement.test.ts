// The business's calendar on every public path that takes a date (decisions 0130, 0131, 0166):
// the booking API, the no-JavaScript form post and My booking's reschedule and extension refuse a
// delivery on a closed day, or today from 12:00 noon in Florida, naming the reason and the next
// open day; a pickup after closed days is not charged for them. The clock is fixed around noon
// and midnight; the calendar is the stored one (Sunday closed by default, the owner's once saved).
import { type CalendarSettings, formStateKey } from '@dumpster/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookWithLink } from '../../test-support/my-booking-link.ts';
import { bookingBody } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';
import type { AnswerPages, PageState } from '../site/answer-pages.ts';

// Friday, Nov 27, 2026 (EST, UTC-5): noon in Florida is 17:00 UTC.
const beforeNoon = new Date('2026-11-27T16:59:59.999Z');
const atNoon = new Date('2026-11-27T17:00:00.000Z');
// Saturday, Nov 28, just after midnight in Florida (05:00 UTC).
const afterMidnight = new Date('2026-11-28T05:00:00.000Z');
// Friday at 11:59 PM in Florida: still Friday there, already Saturday in UTC.
const lateFriday = new Date('2026-11-28T04:59:00.000Z');

/** Records what each answer page was rendered with. */
function recordingPages() {
  const rendered: { path: string; state: PageState }[] = [];
  const pages: AnswerPages = {
    async render(path, state) {
      rendered.push({ path, state });
      return {
        html: '<!doctype html><title>answer</title>',
        cspHashes: { styleElements: [], styleAttributes: [] },
      };
    },
  };
  return { pages, rendered };
}

const christmas = { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' };

async function appAt(now: Date, settings?: CalendarSettings) {
  const context = await testApp();
  context.clock.set(now);
  if (settings) {
    await context.store.unitOfWork.transaction(({ businessCalendar }) =>
      businessCalendar.save(settings, { at: now, by: 'Olivia Owner' }),
    );
    context.calendars.forget();
  }
  return context;
}

const book = (
  app: Awaited<ReturnType<typeof testApp>>['app'],
  dates: { deliveryDate: string; pickupDate: string },
) => request(app).post('/api/bookings').send(bookingBody(dates));

describe('the noon cut-off on POST /api/bookings', () => {
  it('books a delivery today up to a millisecond before noon, Florida time', async () => {
    const { app } = await appAt(beforeNoon);
    const answer = await book(app, { deliveryDate: '2026-11-27', pickupDate: '2026-12-04' });
    expect(answer.status).toBe(201);
  });

  it('refuses a delivery today from noon on, naming the cut-off and the earliest delivery date', async () => {
    const { app, store } = await appAt(atNoon);
    const answer = await book(app, { deliveryDate: '2026-11-27', pickupDate: '2026-12-04' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      deliveryDate:
        'Same-day delivery is for orders placed before 12:00 PM (noon), Florida time. The earliest delivery date is Sat, Nov 28.',
    });
    expect(await store.bookings()).toHaveLength(0);
    // Tomorrow is the earliest bookable day, and is taken.
    expect((await book(app, { deliveryDate: '2026-11-28', pickupDate: '2026-12-04' })).status).toBe(201);
  });

  it('at 11:59 PM is still past the cut-off for that Florida day, and after midnight the new day opens', async () => {
    const late = await appAt(lateFriday);
    expect((await book(late.app, { deliveryDate: '2026-11-27', pickupDate: '2026-12-04' })).status).toBe(400);
    const early = await appAt(afterMidnight);
    expect((await book(early.app, { deliveryDate: '2026-11-28', pickupDate: '2026-12-04' })).status).toBe(
      201,
    );
  });
});

describe('closed days on POST /api/bookings', () => {
  it('refuses a delivery on a closed weekday (the default Sunday) with the next open day', async () => {
    const { app } = await appAt(beforeNoon);
    const answer = await book(app, { deliveryDate: '2026-11-29', pickupDate: '2026-12-04' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      deliveryDate: 'No deliveries on Sundays. The next open day is Mon, Nov 30.',
    });
  });

  it("refuses the owner's dated closure with its reason, for a delivery and for a pickup", async () => {
    const { app } = await appAt(beforeNoon, { closedWeekdays: ['sunday'], closures: [christmas] });
    const delivery = await book(app, { deliveryDate: '2026-12-25', pickupDate: '2026-12-31' });
    expect(delivery.status).toBe(400);
    expect(delivery.body.fields.deliveryDate).toBe(
      'No deliveries on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
    );
    const pickup = await book(app, { deliveryDate: '2026-12-18', pickupDate: '2026-12-25' });
    expect(pickup.status).toBe(400);
    expect(pickup.body.fields).toEqual({
      pickupDate: 'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
    });
  });

  it('takes a Sunday again once the owner opens it', async () => {
    const { app } = await appAt(beforeNoon, { closedWeekdays: [], closures: [] });
    expect((await book(app, { deliveryDate: '2026-11-29', pickupDate: '2026-12-06' })).status).toBe(201);
  });

  it('does not charge the closed days right before a pickup moved off them', async () => {
    const { app } = await appAt(beforeNoon, { closedWeekdays: ['sunday'], closures: [christmas] });
    // Dec 18 + 7 is Christmas (closed): the pickup is planned for Dec 26, one day later, free.
    const answer = await book(app, { deliveryDate: '2026-12-18', pickupDate: '2026-12-26' });
    expect(answer.status).toBe(201);
    expect(answer.body.quote).toMatchObject({ extraDays: 0, extraCostCents: 0 });
  });
});

describe('the calendar on the native form post (POST /book)', () => {
  it('renders the form again (422) with the closed day and the next open day under the field', async () => {
    const { pages, rendered } = recordingPages();
    const { app, store, clock } = await testApp({ pages });
    clock.set(atNoon);
    const answer = await request(app)
      .post('/book')
      .type('form')
      .send({
        ...Object.fromEntries(
          Object.entries(bookingBody({ deliveryDate: '2026-11-27', pickupDate: '2026-11-29' })).filter(
            ([, value]) => typeof value === 'string',
          ),
        ),
        smsOptIn: 'on',
      });
    expect(answer.status).toBe(422);
    const state = rendered.at(-1)?.state[formStateKey('booking')] as
      | { errors: Record<string, string> }
      | undefined;
    expect(state?.errors).toMatchObject({
      deliveryDate: expect.stringContaining('The earliest delivery date is Sat, Nov 28.'),
      pickupDate: 'No pickups on Sundays. The next open day is Mon, Nov 30.',
    });
    expect(await store.bookings()).toHaveLength(0);
  });
});

describe("the calendar on My booking's changes", () => {
  it('refuses a reschedule onto a closed day or today after noon, and an extension onto a closed day', async () => {
    const { app, store, clock } = await appAt(new Date('2026-11-20T15:00:00Z'), {
      closedWeekdays: ['sunday'],
      closures: [christmas],
    });
    const { token } = await bookWithLink(app, store, {
      deliveryDate: '2026-12-14',
      pickupDate: '2026-12-21',
    });
    const auth = { Authorization: `Bearer ${token}` };
    clock.set(atNoon);
    const today = await request(app)
      .post('/api/my-booking/reschedule')
      .set(auth)
      .send({ deliveryDate: '2026-11-27', pickupDate: '2026-12-04' });
    expect(today.status).toBe(400);
    expect(today.body.fields.deliveryDate).toMatch(/^Same-day delivery is for orders placed before/);
    const closed = await request(app)
      .post('/api/my-booking/reschedule')
      .set(auth)
      .send({ deliveryDate: '2026-12-18', pickupDate: '2026-12-25' });
    expect(closed.status).toBe(400);
    expect(closed.body.fields.pickupDate).toBe(
      'No pickups on Fri, Dec 25 (Christmas Day). The next open day is Sat, Dec 26.',
    );
    const extended = await request(app)
      .post('/api/my-booking/extend')
      .set(auth)
      .send({ pickupDate: '2026-12-27' });
    expect(extended.status).toBe(400);
    expect(extended.body.fields.pickupDate).toBe('No pickups on Sundays. The next open day is Mon, Dec 28.');
    expect((await store.bookings())[0]).toMatchObject({
      deliveryDate: '2026-12-14',
      pickupDate: '2026-12-21',
    });
  });
});
