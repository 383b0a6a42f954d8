import { describe, expect, it } from 'vitest';
import { describeHistoryEvent } from '../admin/history-wording.ts';
import { decideBookingEdit, type EditableBookingDetails } from './booking-details-edit.ts';
import { frozenQuote } from './frozen-quote.ts';
import { decideStaffDateChange, staffDateChangeNeedsReason } from './staff-date-change.ts';
import {
  decideStatusUndo,
  earlyStatusOf,
  type LastStatusEvent,
  statusEmailAlreadySent,
  statusUndoMessages,
} from './status-mistakes.ts';

const details: EditableBookingDetails & { bookingType: 'residential' | 'commercial' } = {
  bookingType: 'residential',
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '904-555-0100',
  address: '12 Oak St',
  city: 'Jacksonville',
  zipCode: '32207',
  specialInstructions: null,
  companyName: null,
  jobNumber: null,
  jobName: null,
};

describe('decideBookingEdit', () => {
  it('keeps only the fields that change, with their before and after, and words them in the history', () => {
    const decision = decideBookingEdit(details, 3, {
      version: 3,
      changes: { phone: '904-555-0199', name: 'Jamie Rivera', specialInstructions: 'Gate code 4411' },
    });
    expect(decision).toEqual({
      ok: true,
      next: {
        ...details,
        bookingType: undefined,
        phone: '904-555-0199',
        specialInstructions: 'Gate code 4411',
      },
      changed: {
        phone: { from: '904-555-0100', to: '904-555-0199' },
        specialInstructions: { from: null, to: 'Gate code 4411' },
      },
    });
    if (!decision.ok) return;
    expect(describeHistoryEvent({ type: 'details_edited', details: decision.changed })).toBe(
      'Details corrected: Phone “904-555-0100” → “904-555-0199”; Special instructions (empty) → “Gate code 4411”',
    );
  });

  it('refuses an edit made from an older version, and one that changes nothing', () => {
    expect(decideBookingEdit(details, 4, { version: 3, changes: { phone: '904-555-0199' } })).toMatchObject({
      ok: false,
      refusal: 'stale',
    });
    expect(decideBookingEdit(details, 3, { version: 3, changes: { city: 'Jacksonville' } })).toMatchObject({
      ok: false,
      refusal: 'nothing',
    });
  });

  it('stores an emptied optional field as null, and keeps a commercial booking’s company', () => {
    const withCompany = { ...details, companyName: 'Acme', jobName: 'Roof' };
    expect(decideBookingEdit(withCompany, 0, { version: 0, changes: { jobName: '' } })).toMatchObject({
      ok: true,
      changed: { jobName: { from: 'Roof', to: null } },
    });
    expect(
      decideBookingEdit({ ...withCompany, bookingType: 'commercial' }, 0, {
        version: 0,
        changes: { companyName: '' },
      }),
    ).toMatchObject({ ok: false, refusal: 'invalid', fields: { companyName: expect.any(String) } });
  });
});

// 10 AM in Florida on Mon, Nov 30, 2026.
const now = new Date('2026-11-30T15:00:00Z');
const booking = (overrides: Partial<Parameters<typeof decideStaffDateChange>[0]> = {}) => {
  const rental = { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };
  return {
    status: 'confirmed' as const,
    dumpsterSize: '15-yard' as const,
    ...rental,
    quote: frozenQuote({ dumpsterSize: '15-yard', ...rental }),
    ...overrides,
  };
};

describe('decideStaffDateChange', () => {
  it('extends on the frozen terms without a reason, even inside the 24-hour limit', () => {
    const stored = booking();
    const decision = decideStaffDateChange(
      stored,
      { deliveryDate: '2026-12-01', pickupDate: '2026-12-10' },
      { now },
    );
    expect(decision).toMatchObject({
      ok: true,
      change: 'extended',
      insideCustomerLimit: true,
      priceDifferenceCents: 2 * stored.quote.extraDayRateCents,
    });
  });

  it('asks for a reason to reschedule inside the customer’s limit, and takes the change with one', () => {
    const request = { deliveryDate: '2026-12-02', pickupDate: '2026-12-09' };
    expect(staffDateChangeNeedsReason(booking(), request, now)).toBe(true);
    expect(decideStaffDateChange(booking(), request, { now })).toMatchObject({
      ok: false,
      refusal: 'invalid_reason',
      fields: { reason: expect.any(String) },
    });
    expect(
      decideStaffDateChange(booking(), { ...request, reason: '  Customer called  ' }, { now }),
    ).toMatchObject({ ok: true, change: 'rescheduled', reason: 'Customer called', priceDifferenceCents: 0 });
  });

  it('reschedules without a reason before the limit, priced afresh like the customer’s own change', () => {
    const early = new Date('2026-11-25T15:00:00Z');
    const decision = decideStaffDateChange(
      booking(),
      { deliveryDate: '2026-12-02', pickupDate: '2026-12-12' },
      { now: early },
    );
    expect(decision).toMatchObject({
      ok: true,
      change: 'rescheduled',
      insideCustomerLimit: false,
      reason: null,
    });
    if (decision.ok)
      expect(decision.priceDifferenceCents).toBe(decision.quote.totalCents - booking().quote.totalCents);
  });

  it('shortens a delivered rental on its frozen terms with a reason, and never moves its delivery', () => {
    const stored = booking({
      status: 'delivered',
      deliveryDate: '2026-11-28',
      pickupDate: '2026-12-10',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-11-28', pickupDate: '2026-12-10' }),
    });
    expect(
      decideStaffDateChange(
        stored,
        { deliveryDate: '2026-11-28', pickupDate: '2026-12-03', reason: 'Done early' },
        { now },
      ),
    ).toMatchObject({ ok: true, change: 'shortened', priceDifferenceCents: -stored.quote.extraCostCents });
    expect(
      decideStaffDateChange(
        stored,
        { deliveryDate: '2026-12-01', pickupDate: '2026-12-10', reason: 'x' },
        { now },
      ),
    ).toMatchObject({ ok: false, refusal: 'invalid_dates', fields: { deliveryDate: expect.any(String) } });
    expect(
      decideStaffDateChange(
        stored,
        { deliveryDate: '2026-11-28', pickupDate: '2026-11-29', reason: 'x' },
        { now },
      ),
    ).toMatchObject({ ok: false, refusal: 'invalid_dates' });
  });

  it('refuses a finished booking and unchanged dates', () => {
    expect(
      decideStaffDateChange(
        booking({ status: 'cancelled' }),
        { deliveryDate: '2026-12-02', pickupDate: '2026-12-09' },
        { now },
      ),
    ).toMatchObject({ ok: false, refusal: 'not_in_this_status' });
    expect(
      decideStaffDateChange(booking(), { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' }, { now }),
    ).toMatchObject({ ok: false, refusal: 'invalid_dates' });
  });
});

describe('status mistakes', () => {
  it('asks to confirm delivered or picked up before the planned day, with the actual date', () => {
    const rental = { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };
    expect(earlyStatusOf(rental, 'delivered', '2026-11-30')).toMatchObject({
      plannedDate: '2026-12-01',
      actualDate: '2026-11-30',
    });
    expect(earlyStatusOf(rental, 'delivered', '2026-12-01')).toBeNull();
    expect(earlyStatusOf(rental, 'picked_up', '2026-12-05')).toMatchObject({ plannedDate: '2026-12-08' });
    expect(earlyStatusOf(rental, 'confirmed', '2026-11-01')).toBeNull();
  });

  const last: LastStatusEvent = {
    kind: 'changed',
    from: 'confirmed',
    to: 'delivered',
    at: new Date('2026-11-30T15:00:00Z'),
    authorUserId: 'dana',
  };
  const minutesLater = (minutes: number) => new Date(last.at.getTime() + minutes * 60_000);

  it('lets the author undo within 15 minutes, and only the owner with a reason after', () => {
    const dana = { userId: 'dana', role: 'staff' as const };
    expect(decideStatusUndo({ status: 'delivered', last, actor: dana, now: minutesLater(14) })).toEqual({
      ok: true,
      from: 'delivered',
      to: 'confirmed',
      reason: null,
      byOwner: false,
    });
    expect(decideStatusUndo({ status: 'delivered', last, actor: dana, now: minutesLater(15) })).toMatchObject(
      {
        ok: false,
        refusal: 'not_allowed',
      },
    );
    const sam = { userId: 'sam', role: 'staff' as const };
    expect(decideStatusUndo({ status: 'delivered', last, actor: sam, now: minutesLater(1) })).toMatchObject({
      refusal: 'not_allowed',
    });
    const owner = { userId: 'olga', role: 'owner' as const };
    expect(
      decideStatusUndo({ status: 'delivered', last, actor: owner, now: minutesLater(90) }),
    ).toMatchObject({
      refusal: 'invalid_reason',
    });
    expect(
      decideStatusUndo({
        status: 'delivered',
        last,
        actor: owner,
        now: minutesLater(90),
        reason: 'Wrong row',
      }),
    ).toMatchObject({ ok: true, to: 'confirmed', reason: 'Wrong row', byOwner: true });
  });

  it('has nothing to undo after an undo, or when the status moved on', () => {
    const dana = { userId: 'dana', role: 'staff' as const };
    expect(
      decideStatusUndo({
        status: 'confirmed',
        last: { ...last, kind: 'undone' },
        actor: dana,
        now: minutesLater(1),
      }),
    ).toMatchObject({ refusal: 'nothing_to_undo', message: statusUndoMessages.alreadyUndone });
    expect(decideStatusUndo({ status: 'picked_up', last, actor: dana, now: minutesLater(1) })).toMatchObject({
      refusal: 'nothing_to_undo',
    });
    expect(decideStatusUndo({ status: 'pending', last: null, actor: dana, now })).toMatchObject({
      refusal: 'nothing_to_undo',
    });
  });

  it('knows a status whose e-mail the customer already got', () => {
    const history = [{ type: 'status_changed', details: { from: 'pending', to: 'confirmed' } }];
    expect(statusEmailAlreadySent(history, 'confirmed')).toBe(true);
    expect(statusEmailAlreadySent(history, 'cancelled')).toBe(false);
    expect(statusEmailAlreadySent([], 'confirmed')).toBe(false);
  });

  it('words an early mark and an undo in the history', () => {
    expect(
      describeHistoryEvent({
        type: 'status_changed',
        details: { from: 'confirmed', to: 'delivered', plannedDate: '2026-12-01', actualDate: '2026-11-30' },
      }),
    ).toBe('Status Confirmed → Delivered on Mon, Nov 30, before the planned Tue, Dec 1');
    expect(
      describeHistoryEvent({
        type: 'status_undone',
        details: { from: 'delivered', to: 'confirmed', reason: 'Wrong row' },
      }),
    ).toBe('Status change undone: Delivered → Confirmed (reason: Wrong row)');
  });
});
