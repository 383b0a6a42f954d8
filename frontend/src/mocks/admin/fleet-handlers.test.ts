// The mock's fleet answers have exactly the server's shape (backend
// adapters/http/admin/admin-fleet-and-link-routes.test.ts checks the real answers with the same
// strict reading of the domain's contract): no field more or less, so a screen that works on the
// mock works on the server.
import {
  adminCsrfHeader,
  adminRoutes,
  dumpsterSizeValues,
  parseAdminFleetStrictly,
  parseFleetOccupancyStrictly,
} from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../node.ts';
import { mockOwner } from './back-office-data.ts';
import { backOffice, data } from './back-office-state.ts';

startMockApiForTests();

function asOwner(path: string, init: RequestInit = {}) {
  data();
  backOffice.session = { userId: mockOwner.id, csrfToken: 'csrf-owner' };
  return fetch(`http://localhost${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', [adminCsrfHeader]: 'csrf-owner' },
  });
}

describe('the mock fleet', () => {
  it('answers GET and PUT /api/admin/fleet as the server does, every size in catalogue order', async () => {
    const read = parseAdminFleetStrictly(await (await asOwner(adminRoutes.fleet)).json());
    expect(read.sizes.map((row) => row.size)).toEqual([...dumpsterSizeValues]);
    const changed = await asOwner(adminRoutes.fleet, {
      method: 'PUT',
      body: JSON.stringify({ size: '20-yard', units: 0 }),
    });
    const after = parseAdminFleetStrictly(await changed.json());
    const twenty = after.sizes.find((row) => row.size === '20-yard');
    expect(twenty?.units).toBe(0);
    // Every day with a 20-yard out is now over-committed, each reading booked of 0 owned.
    expect(twenty?.overCommittedDays.length).toBeGreaterThan(0);
    expect(twenty?.overCommittedDays.every((entry) => entry.total === 0 && entry.booked > 0)).toBe(true);
  });

  it('answers the month view as the server does, and 400 for a month without its year', async () => {
    const month = await asOwner(`${adminRoutes.fleetOccupancy}?size=10-yard&month=2026-02`);
    expect(parseFleetOccupancyStrictly(await month.json()).days).toHaveLength(28);
    expect((await asOwner(`${adminRoutes.fleetOccupancy}?size=10-yard&month=02`)).status).toBe(400);
  });
});
