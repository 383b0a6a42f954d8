// Two app instances on one PostgreSQL database, as docker-compose.yml runs them behind its proxy
// (docs/operations.md, "Several instances behind a load balancer"): each a real server process
// with a data folder of its own, so nothing may hang on local disk or memory. A back office
// session made on one works on the other, and ends on both when signed out on either; a
// My booking link one instance e-mailed opens on the other (one SELF_SERVICE_SECRET, decision
// 0122).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, adminRoutes, businessDateAt } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../test-support/requests.ts';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { unfillableFleet } from '../test-support/unfillable-fleet.ts';
import { addStaffAccount } from '../test-support/users-command.ts';
import { createPostgresDatabase, type ReliabilityDatabase } from './support/databases.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const today = businessDateAt(new Date());
const staff = { email: 'dispatch@example.com', password: 'two instances, one database' };
const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

describe.runIf(adminUrl)('two instances on one PostgreSQL database', () => {
  let db: ReliabilityDatabase;
  const sink = new SmtpSink();
  const folders: string[] = [];
  const instances: ServerProcess[] = [];
  const [a, b] = [() => instances[0] as ServerProcess, () => instances[1] as ServerProcess];

  beforeAll(async () => {
    db = await createPostgresDatabase(adminUrl as string, 'two_instances');
    await sink.start();
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
      folders.push(dataDir);
      return startServerProcess({
        env: {
          DATABASE_URL: db.url as string,
          DATA_DIR: dataDir,
          SMTP_URL: sink.url,
          FLEET: unfillableFleet,
        },
      });
    };
    // Started together: the first to take the advisory lock migrates, the other waits for it.
    instances.push(...(await Promise.all([start(), start()])));
    addStaffAccount({ DATABASE_URL: db.url as string }, { ...staff, name: 'Dana Dispatcher', role: 'staff' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await sink.stop();
    await db?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('takes a back office session made on one on the other, and ends it on both', async () => {
    const signIn = await fetch(a().baseUrl + adminRoutes.session, {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify(staff),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };

    const onB = await fetch(b().baseUrl + adminRoutes.session, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { email: staff.email }, csrfToken });

    const signOutOnB = await fetch(b().baseUrl + adminRoutes.session, {
      method: 'DELETE',
      headers: { ...sameOrigin, cookie, 'x-csrf-token': csrfToken },
    });
    expect(signOutOnB.status).toBe(204);
    expect((await fetch(a().baseUrl + adminRoutes.session, { headers: { cookie } })).status).toBe(401);
  });

  it('opens on the other the My booking link one e-mailed', { timeout: 60_000 }, async () => {
    const booked = await fetch(`${a().baseUrl}/api/bookings`, {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify(
        bookingBody({
          deliveryDate: openDayOnOrAfter(addDays(today, 5)),
          pickupDate: openDayOnOrAfter(addDays(today, 12)),
        }),
      ),
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    await sink.waitFor(2);
    const confirmation = sink.received.find(
      (mail) => mail.parsed.subject?.includes(reference) && mail.parsed.text?.includes('/my-booking/'),
    );
    const token = /\/my-booking\/([A-Za-z0-9_-]+)/.exec(confirmation?.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();

    for (const instance of [b(), a()]) {
      const page = await fetch(`${instance.baseUrl}/api/my-booking`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ reference });
    }
  });
});
