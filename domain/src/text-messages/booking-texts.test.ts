import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { business } from '../business/business-facts.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import {
  type BookingTextMessage,
  bookingTextKinds,
  renderBookingText,
  textsWithOptOutLine,
} from './booking-texts.ts';
import { isGsm7Text } from './gsm-alphabet.ts';
import { maxTextLinkLength, type TextCustomer } from './message-fitting.ts';
import { firstTextTerms, textDeliveryWindows, textOptOutLine } from './text-wording.ts';

const customer: TextCustomer = { name: 'Maria Lopez', address: '1234 Riverside Ave', city: 'Jacksonville' };
const link = `https://www.coastalhaul.example/my-booking/${'x'.repeat(43)}`;
const context = { customer, firstTextToNumber: false };

describe('the texts about a booking', () => {
  it('acknowledges a booking with the name, reference, size, date, place and the opt-out line', () => {
    const text = renderBookingText(
      { kind: 'booking_received', reference: 'CH-7K3M-9Q2P', size: '20-yard', deliveryDate: '2026-12-01' },
      context,
    );
    expect(text.body).toBe(
      "Coastal Haul: Thanks, Maria! We got your booking CH-7K3M-9Q2P: a 20 yard dumpster for Tue, Dec 1 at 1234 Riverside Ave, Jacksonville. We'll text you once it's confirmed. Reply STOP to opt out.",
    );
    expect(text.segments).toMatchObject({ encoding: 'GSM-7', segments: 2 });
  });

  it('confirms with the window, or says the window comes the day before', () => {
    const confirmed = (window: 'morning' | null) =>
      renderBookingText(
        { kind: 'booking_confirmed', size: '10-yard', deliveryDate: '2026-12-01', window },
        context,
      ).body;
    expect(confirmed('morning')).toBe(
      'Coastal Haul: Your 10 yard dumpster is confirmed for Tue, Dec 1, in the morning, at 1234 Riverside Ave, Jacksonville. Questions? Call (904) 555-0142.',
    );
    expect(confirmed(null)).toContain("We'll tell you morning or afternoon the day before.");
  });

  it('reminds the day before delivery to keep the driveway clear', () => {
    const body = renderBookingText(
      { kind: 'delivery_reminder', size: '15-yard', deliveryDate: '2026-12-01', window: 'afternoon' },
      context,
    ).body;
    expect(body).toBe(
      'Coastal Haul: Reminder: your 15 yard dumpster arrives tomorrow, Tue, Dec 1, in the afternoon, at 1234 Riverside Ave, Jacksonville. Please keep the driveway clear (no cars or trailers in the way). Reply STOP to opt out.',
    );
  });

  it('tells the driver is on the way, for a delivery, a pickup or a swap', () => {
    const onMyWay = (stop: 'delivery' | 'pickup' | 'swap') =>
      renderBookingText({ kind: 'on_my_way', stop, size: '20-yard' }, context).body;
    expect(onMyWay('delivery')).toBe(
      'Coastal Haul: Your driver is on the way with your 20 yard dumpster to 1234 Riverside Ave, Jacksonville.',
    );
    expect(onMyWay('pickup')).toBe(
      'Coastal Haul: Your driver is on the way to pick up your dumpster at 1234 Riverside Ave, Jacksonville.',
    );
    expect(onMyWay('swap')).toContain('to swap your full dumpster for an empty one');
  });

  it('says when it was delivered, in Florida time, with the pickup date and the My booking link', () => {
    const body = renderBookingText(
      {
        kind: 'delivered',
        size: '15-yard',
        deliveredAt: new Date('2026-12-01T14:42:00Z'),
        pickupDate: '2026-12-08',
        myBookingLink: link,
      },
      context,
    ).body;
    expect(body).toBe(
      `Coastal Haul: Your 15 yard dumpster was delivered Tue, Dec 1 at 9:42 AM to 1234 Riverside Ave, Jacksonville. Pickup: Tue, Dec 8. Photos and changes: ${link}`,
    );
  });

  it('reminds the day before pickup to keep the box reachable and free of prohibited items', () => {
    const body = renderBookingText({ kind: 'pickup_reminder', pickupDate: '2026-12-08' }, context).body;
    expect(body).toContain('tomorrow, Tue, Dec 8, at 1234 Riverside Ave, Jacksonville.');
    expect(body).toContain('Please keep the box reachable and free of prohibited items');
    expect(body.endsWith(textOptOutLine)).toBe(true);
  });

  it('thanks after pickup, with the invoice link once there is one', () => {
    const without = renderBookingText({ kind: 'picked_up', invoiceLink: null }, context).body;
    expect(without).toBe(
      'Coastal Haul: We picked up your dumpster from 1234 Riverside Ave, Jacksonville. Thank you for choosing Coastal Haul!',
    );
    const withLink = renderBookingText({ kind: 'picked_up', invoiceLink: link }, context).body;
    expect(withLink).toBe(`${without} Your invoice: ${link}`);
  });

  it('carries the full terms on the first text a number ever gets', () => {
    const body = renderBookingText(
      { kind: 'on_my_way', stop: 'pickup', size: '10-yard' },
      {
        customer,
        firstTextToNumber: true,
      },
    ).body;
    expect(body.endsWith(firstTextTerms)).toBe(true);
  });

  it('refuses a link that is not a short http(s) address', () => {
    const delivered = (myBookingLink: string) => () =>
      renderBookingText(
        {
          kind: 'delivered',
          size: '10-yard',
          deliveredAt: new Date(),
          pickupDate: '2026-12-08',
          myBookingLink,
        },
        context,
      );
    expect(delivered(`https://example.com/${'a'.repeat(maxTextLinkLength)}`)).toThrow(RangeError);
    expect(delivered('javascript:alert(1)')).toThrow(RangeError);
    // '~' is two septets: 60 of them are 120.
    expect(delivered(`https://a.example/${'~'.repeat(60)}`)).toThrow(RangeError);
  });

  it('gives way in order when the details are long: the name, then the city, then the street is shortened', () => {
    const long = {
      name: 'Bartholomew Alexander',
      address: `${'9'.repeat(5)} Very Long Industrial Park Boulevard Building C Suite 1200 Loading Dock 4 Gate Code 4411 ${'B'.repeat(60)}`,
      city: 'Jacksonville Beach',
    };
    const body = renderBookingText(
      { kind: 'booking_received', reference: 'CH-7K3M-9Q2P', size: '20-yard', deliveryDate: '2026-12-01' },
      { customer: long, firstTextToNumber: true },
    ).body;
    expect(body).toContain('Thanks!');
    expect(body).not.toContain('Jacksonville Beach');
    expect(body).toMatch(/at 99999 Very Long Industrial Park[^.]*\.\.\./);
    expect(body.endsWith(firstTextTerms)).toBe(true);
  });
});

// Realistic customer details with odd characters: accents, emoji, curly quotes, other scripts.
const oddCharacter = fc.constantFrom(
  'é',
  'ñ',
  'ü',
  'á',
  'ç',
  'Ł',
  '’',
  '“',
  '”',
  '–',
  '😀',
  '🏗️',
  '王',
  '€',
  '[',
  '~',
  ' ',
  '\t',
);
const plainCharacter = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,#-'",
);
const typed = (minLength: number, maxLength: number) =>
  fc
    .array(fc.oneof({ weight: 5, arbitrary: plainCharacter }, { weight: 1, arbitrary: oddCharacter }), {
      minLength,
      maxLength,
    })
    .map((characters) => characters.join(''));
const customers = fc.record({ name: typed(2, 100), address: typed(3, 200), city: typed(2, 100) });
const dates = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000));
const isoDates = dates.map((date) => date.toISOString().slice(0, 10));
const links = fc
  .stringMatching(/^[A-Za-z0-9_-]+$/)
  .map((token) => `https://www.coastalhaul.example/my-booking/${token}`.slice(0, maxTextLinkLength));
const sizes = fc.constantFrom(...dumpsterSizeValues);
const windows = fc.constantFrom(null, ...textDeliveryWindows);
const references = fc.stringMatching(/^CH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

const messages: fc.Arbitrary<BookingTextMessage> = fc.oneof(
  fc.record({
    kind: fc.constant('booking_received' as const),
    reference: references,
    size: sizes,
    deliveryDate: isoDates,
  }),
  fc.record({
    kind: fc.constant('booking_confirmed' as const),
    size: sizes,
    deliveryDate: isoDates,
    window: windows,
  }),
  fc.record({
    kind: fc.constant('delivery_reminder' as const),
    size: sizes,
    deliveryDate: isoDates,
    window: windows,
  }),
  fc.record({
    kind: fc.constant('on_my_way' as const),
    stop: fc.constantFrom('delivery' as const, 'pickup' as const, 'swap' as const),
    size: sizes,
  }),
  fc.record({
    kind: fc.constant('delivered' as const),
    size: sizes,
    deliveredAt: dates.map((date) => new Date(date.getTime() + 13 * 3_600_000)),
    pickupDate: isoDates,
    myBookingLink: links,
  }),
  fc.record({ kind: fc.constant('pickup_reminder' as const), pickupDate: isoDates }),
  fc.record({ kind: fc.constant('picked_up' as const), invoiceLink: fc.option(links, { nil: null }) }),
);

describe('every text the catalogue can write', () => {
  it('fits with the longest link, the longest dates and times and the full terms', () => {
    const longest = `https://www.coastalhaul.example/my-booking/${'x'.repeat(maxTextLinkLength - 43)}`;
    expect(longest).toHaveLength(maxTextLinkLength);
    const wide = { name: 'W'.repeat(100), address: 'W'.repeat(200), city: 'W'.repeat(100) };
    const worst: BookingTextMessage[] = [
      // Wednesday and September are the longest labels; 12:59 PM the longest time.
      {
        kind: 'delivered',
        size: '20-yard',
        deliveredAt: new Date('2026-09-30T16:59:00Z'),
        pickupDate: '2026-09-30',
        myBookingLink: longest,
      },
      { kind: 'picked_up', invoiceLink: longest },
      { kind: 'booking_received', reference: 'CH-WWWW-WWWW', size: '20-yard', deliveryDate: '2026-09-30' },
      { kind: 'booking_confirmed', size: '20-yard', deliveryDate: '2026-09-30', window: null },
      { kind: 'delivery_reminder', size: '20-yard', deliveryDate: '2026-09-30', window: 'afternoon' },
      { kind: 'pickup_reminder', pickupDate: '2026-09-30' },
    ];
    for (const message of worst) {
      const { body, segments } = renderBookingText(message, { customer: wide, firstTextToNumber: true });
      expect(segments.segments, body).toBeLessThanOrEqual(2);
    }
  });

  it('covers every kind', () => {
    expect(new Set(bookingTextKinds).size).toBe(7);
  });

  it('opens with the business name, is GSM-7, stays within 2 segments and keeps its links and closing line', () => {
    fc.assert(
      fc.property(messages, customers, fc.boolean(), (message, customer, firstTextToNumber) => {
        const { body, segments } = renderBookingText(message, { customer, firstTextToNumber });
        expect(body.startsWith(`${business.shortName}: `)).toBe(true);
        expect(isGsm7Text(body)).toBe(true);
        expect(segments.encoding).toBe('GSM-7');
        expect(segments.segments).toBeLessThanOrEqual(2);
        if (message.kind === 'delivered') expect(body).toContain(message.myBookingLink);
        if (message.kind === 'picked_up' && message.invoiceLink) expect(body).toContain(message.invoiceLink);
        if (firstTextToNumber) expect(body.endsWith(firstTextTerms)).toBe(true);
        else if (textsWithOptOutLine.has(message.kind)) expect(body.endsWith(textOptOutLine)).toBe(true);
        else expect(body).not.toContain('STOP');
      }),
      { numRuns: 500 },
    );
  });
});
