// The back office's CSV export through its API, with its formula neutralisation.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../application/booking.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import { type ComposedAdminServer, startComposedAdminServer } from '../test-support/composed-admin-server.ts';
import { storedBooking } from '../test-support/stored-booking.ts';

const password = 'a password long enough';

describe.each(reliabilityDatabases())('the back office’s CSV export on $name', (database) => {
  let server: ComposedAdminServer;
  let app: Express;
  let cookie = '';

  const get = (path: string) => request(app).get(path).set('Cookie', cookie);
  const addBookings = (bookings: Booking[]) => server.addBookings(bookings);

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ app } = server);
    await server.accounts.add.execute(
      { kind: 'system' },
      { email: 'dispatch@example.com', name: 'Dee Dispatch', role: 'staff', password },
    );
    ({ cookie } = await server.signIn('dispatch@example.com', password));
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('the CSV export', () => {
    it('streams RFC 4180 CSV with a BOM and neutralises cells a spreadsheet would run', async () => {
      const hostile = storedBooking({
        name: '=HYPERLINK("http://evil.example","x")',
        specialInstructions: '+1 call, "ring" twice\nthen wait',
        companyName: '@SUM(A1)',
        jobName: '\tTabbed',
        jobNumber: '-2+3',
        createdAt: new Date('2026-11-21T00:00:00Z'),
      });
      await addBookings([hostile]);
      const res = await get(`${adminRoutes.bookingsCsv}?q=${encodeURIComponent(hostile.reference)}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.toString('utf8').slice(1);
      const [header, row, end] = text.split('\r\n');
      expect(header?.startsWith('"Reference","Status","Created (Florida time)"')).toBe(true);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(row).toContain(`"'+1 call, ""ring"" twice\nthen wait"`);
      expect(row).toContain(`"'@SUM(A1)"`);
      expect(row).toContain(`"'\tTabbed"`);
      expect(row).toContain(`"'-2+3"`);
      expect(end).toBe('');
    });

    it('says when a booking was made in Florida time, and its status, size and type in words', async () => {
      // 8 PM on Thursday Nov 26 in Jacksonville is 01:00 on the 27th in UTC.
      const evening = storedBooking({
        status: 'picked_up',
        bookingType: 'commercial',
        companyName: 'Bell Builders',
        dumpsterSize: '15-yard',
        createdAt: new Date('2026-11-27T01:00:00Z'),
      });
      await addBookings([evening]);
      const res = await get(`${adminRoutes.bookingsCsv}?q=${encodeURIComponent(evening.reference)}`);
      expect(res.status).toBe(200);
      const [header, row] = res.text.replace(/^\uFEFF/, '').split('\r\n');
      const headers = csvCells(header ?? '');
      const cells = Object.fromEntries(csvCells(row ?? '').map((cell, i) => [headers[i], cell]));
      expect(headers.slice(0, 4)).toEqual(['Reference', 'Status', 'Created (Florida time)', 'Booking type']);
      expect(cells).toMatchObject({
        Status: 'Picked up',
        'Created (Florida time)': '2026-11-26 20:00',
        'Booking type': 'Commercial',
        Size: '15 Yard Dumpster',
      });
    });
  });
});

/** The cells of one CSV line (every cell quoted, quotes doubled, as the export writes them). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] ?? '').replaceAll('""', '"'));
}
