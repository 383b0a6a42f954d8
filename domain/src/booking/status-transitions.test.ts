import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingStatus, bookingStatuses } from './booking-status.ts';
import {
  allowedTransitions,
  bookingStatusTransitions,
  canTransition,
  customerEmailedStatuses,
  decideTransition,
  isTerminalStatus,
  transitionEmailsCustomer,
} from './status-transitions.ts';

describe('the booking status transitions', () => {
  it('follow the table: pending -> confirmed -> delivered -> picked up -> completed, cancellable before delivery', () => {
    expect(bookingStatusTransitions).toEqual({
      pending: ['confirmed', 'cancelled'],
      confirmed: ['delivered', 'cancelled'],
      delivered: ['picked_up'],
      picked_up: ['completed'],
      completed: [],
      cancelled: [],
    });
  });

  it.each([
    ['pending', 'confirmed', true],
    ['pending', 'cancelled', true],
    ['pending', 'delivered', false],
    ['confirmed', 'delivered', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'pending', false],
    ['delivered', 'picked_up', true],
    ['delivered', 'cancelled', false],
    ['picked_up', 'completed', true],
    ['picked_up', 'delivered', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'pending', false],
    ['pending', 'pending', false],
  ] as const)('%s -> %s is allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('names completed and cancelled as terminal, and only them', () => {
    expect(bookingStatuses.filter(isTerminalStatus)).toEqual(['completed', 'cancelled']);
    expect(allowedTransitions('completed')).toEqual([]);
  });

  it('e-mails the customer when a booking is confirmed or cancelled, not otherwise', () => {
    expect(customerEmailedStatuses).toEqual(['confirmed', 'cancelled']);
    expect(bookingStatuses.filter(transitionEmailsCustomer)).toEqual(['confirmed', 'cancelled']);
  });
});

describe('deciding a requested status change', () => {
  it('accepts confirming a pending booking, says it e-mails the customer, and keeps no empty reason', () => {
    expect(decideTransition('pending', { to: 'confirmed' })).toEqual({
      ok: true,
      from: 'pending',
      to: 'confirmed',
      reason: null,
      emailsCustomer: true,
    });
  });

  it('accepts marking a confirmed booking delivered without e-mailing the customer', () => {
    expect(decideTransition('confirmed', { to: 'delivered', reason: '  ' })).toMatchObject({
      ok: true,
      reason: null,
      emailsCustomer: false,
    });
  });

  it('refuses a transition outside the table with the allowed next statuses and a sentence', () => {
    expect(decideTransition('pending', { to: 'delivered' })).toEqual({
      ok: false,
      refusal: 'transition_not_allowed',
      message: 'A pending booking cannot be marked Delivered; it can be marked Confirmed or Cancelled.',
      allowed: ['confirmed', 'cancelled'],
    });
  });

  it('refuses any change of a terminal booking with no allowed status', () => {
    expect(decideTransition('cancelled', { to: 'confirmed' })).toEqual({
      ok: false,
      refusal: 'transition_not_allowed',
      message: 'This booking is cancelled; its status can no longer change.',
      allowed: [],
    });
  });

  it('refuses the status a booking already has, saying so', () => {
    expect(decideTransition('confirmed', { to: 'confirmed' })).toMatchObject({
      ok: false,
      message: 'This booking is already confirmed.',
      allowed: ['delivered', 'cancelled'],
    });
  });

  it('requires a reason to cancel, trimmed and non-empty', () => {
    for (const reason of [undefined, null, '', '   \n ']) {
      expect(decideTransition('pending', { to: 'cancelled', reason })).toEqual({
        ok: false,
        refusal: 'invalid_reason',
        message: 'Please give a reason for the cancellation',
      });
    }
    expect(
      decideTransition('confirmed', { to: 'cancelled', reason: '  Customer called to cancel ' }),
    ).toEqual({
      ok: true,
      from: 'confirmed',
      to: 'cancelled',
      reason: 'Customer called to cancel',
      emailsCustomer: true,
    });
  });

  it('accepts a 500-character reason and refuses a 501-character one', () => {
    expect(decideTransition('pending', { to: 'cancelled', reason: 'x'.repeat(500) }).ok).toBe(true);
    expect(decideTransition('pending', { to: 'cancelled', reason: 'x'.repeat(501) })).toEqual({
      ok: false,
      refusal: 'invalid_reason',
      message: 'Please keep the reason under 500 characters',
    });
  });

  it('judges the table before the reason: cancelling a delivered booking is a 409, reason or not', () => {
    expect(decideTransition('delivered', { to: 'cancelled' })).toMatchObject({
      refusal: 'transition_not_allowed',
      allowed: ['picked_up'],
    });
  });
});

describe('any sequence of requested status changes', () => {
  const status = fc.constantFrom(...bookingStatuses);
  const reason = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('', '   ', 'Customer called', 'x'.repeat(501)),
    fc.string({ maxLength: 40 }),
  );
  const requests = fc.array(fc.record({ to: status, reason }), { maxLength: 30 });

  it('only ever moves along the table, and nothing moves a completed or cancelled booking', () => {
    fc.assert(
      fc.property(requests, (changes) => {
        let current: BookingStatus = 'pending';
        const visited: BookingStatus[] = [current];
        for (const change of changes) {
          const decision = decideTransition(current, change);
          if (isTerminalStatus(current)) expect(decision.ok).toBe(false);
          if (!decision.ok) continue;
          expect(bookingStatusTransitions[current]).toContain(decision.to);
          if (decision.to === 'cancelled') expect(decision.reason?.trim()).toBeTruthy();
          current = decision.to;
          visited.push(current);
        }
        // Every path is a prefix of the main line, possibly ending in a cancellation before delivery.
        const mainLine = ['pending', 'confirmed', 'delivered', 'picked_up', 'completed'];
        const cancelled = visited.at(-1) === 'cancelled';
        const line = cancelled ? visited.slice(0, -1) : visited;
        expect(line).toEqual(mainLine.slice(0, line.length));
        if (cancelled) expect(['pending', 'confirmed']).toContain(line.at(-1));
      }),
    );
  });

  it('refuses exactly the changes the table forbids, and answers those with the table row', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const decision = decideTransition(from, { to, reason: 'Customer called' });
        expect(decision.ok).toBe(canTransition(from, to));
        if (!decision.ok && decision.refusal === 'transition_not_allowed')
          expect(decision.allowed).toEqual(bookingStatusTransitions[from]);
      }),
    );
  });
});
