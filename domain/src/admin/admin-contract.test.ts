import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminBookingsQuerySchema, normalizeAdminBookingsQuery } from './admin-bookings.ts';
import { adminPath, adminRoutes } from './admin-routes.ts';
import { addUserRequestSchema } from './admin-users.ts';

describe('the admin API contract', () => {
  it('fills and encodes path parameters, refusing a missing one', () => {
    expect(adminPath('bookingMessageResend', { id: 'a b', messageId: '7' })).toBe(
      '/api/admin/bookings/a%20b/messages/7/resend',
    );
    expect(() => adminPath('booking')).toThrow(/:id/);
    for (const path of Object.values(adminRoutes)) expect(path.startsWith('/api/admin/')).toBe(true);
  });

  it('reads the bookings query from strings, drops empty parameters and applies the defaults', () => {
    const parsed = v.parse(adminBookingsQuerySchema, {
      status: 'pending',
      city: '',
      limit: '25',
      q: ' smith ',
    });
    expect(normalizeAdminBookingsQuery(parsed)).toEqual({
      status: 'pending',
      q: 'smith',
      limit: 25,
      sort: 'created',
      direction: 'desc',
    });
  });

  it('refuses a bad status, a limit past the maximum and a reversed delivery range, naming the field', () => {
    for (const [input, field] of [
      [{ status: 'lost' }, 'status'],
      [{ limit: '201' }, 'limit'],
      [{ deliveryFrom: '2026-03-10', deliveryTo: '2026-03-01' }, 'deliveryTo'],
      [{ deliveryFrom: '2026-02-30' }, 'deliveryFrom'],
    ] as const) {
      const result = v.safeParse(adminBookingsQuerySchema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(field);
    }
  });

  it('refuses a new user password under 12 characters', () => {
    const result = v.safeParse(addUserRequestSchema, {
      email: 'a@example.com',
      name: 'Ann',
      role: 'staff',
      password: 'short',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Use at least 12 characters');
  });
});
