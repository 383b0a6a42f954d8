// The owner's dashboard over the real Express app on the real adapters (decisions 0205, 0206):
// owners read it; staff (it shows money) and drivers are refused; a bad range is a 400 naming
// the field.
import { adminDashboardSchema } from '@dumpster/domain';
import { adminDashboard } from '@dumpster/domain/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminFixture } from '../openapi/admin-answers-fixture.ts';

const path = adminDashboard.path;

describe('GET /api/admin/dashboard', () => {
  it('answers an owner with the range, its weeks and the period before', async () => {
    const f = await adminFixture();
    const answer = await f.as(f.owner, 'get', `${path}?from=2026-11-16&to=2026-11-29&bucket=week`);
    expect(answer.status).toBe(200);
    const dashboard = v.parse(v.strictObject(adminDashboardSchema.entries), answer.body);
    expect(dashboard.previous).toEqual({ from: '2026-11-02', to: '2026-11-15' });
    expect(dashboard.series.map((point) => point.start)).toEqual(['2026-11-16', '2026-11-23']);
    // The fixture's booking (received on 22 November) counts in the range, in its week.
    expect(dashboard.totals.received).toBe(1);
    expect(dashboard.series[0]?.received).toBe(1);
    expect(dashboard.previousTotals.received).toBe(0);
    expect(dashboard.receivables.map((row) => row.bucket)).toEqual([
      'not_due',
      'days_0_30',
      'days_31_60',
      'days_61_90',
      'days_over_90',
    ]);
  });

  it('refuses staff and drivers, and a session-less caller', async () => {
    const f = await adminFixture();
    const query = '?from=2026-11-01&to=2026-11-30';
    expect((await f.as(f.staff, 'get', path + query)).status).toBe(403);
    expect((await f.as(f.driver, 'get', path + query)).status).toBe(403);
    expect((await f.as(undefined, 'get', path + query)).status).toBe(401);
  });

  it('names the field of a bad range', async () => {
    const f = await adminFixture();
    const reversed = await f.as(f.owner, 'get', `${path}?from=2026-11-30&to=2026-11-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toHaveProperty('to');
    const bucket = await f.as(f.owner, 'get', `${path}?from=2026-11-01&to=2026-11-30&bucket=year`);
    expect(bucket.status).toBe(400);
    expect(bucket.body.fields).toHaveProperty('bucket');
    const missing = await f.as(f.owner, 'get', `${path}?to=2026-11-30`);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('from');
  });
});
