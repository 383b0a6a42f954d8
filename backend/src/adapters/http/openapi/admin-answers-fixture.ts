// The back office over the test app on the real adapters, for the OpenAPI answers test: an owner and a
// staff member and a driver signed in, a truck, the seeded containers, a pending booking with a dead message, a contact request.
import { adminRoutes } from '@dumpster/domain';
import request from 'supertest';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import { testApp } from '../../../test-support/test-app.ts';

export const fixturePassword = 'a long enough password';
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

export async function adminFixture() {
  const test = await testApp();
  const system = { kind: 'system' } as const;
  await test.accounts.add.execute(system, {
    email: 'owner@example.com',
    name: 'Olive',
    role: 'owner',
    password: fixturePassword,
  });
  const staffUser = await test.accounts.add.execute(system, {
    email: 'staff@example.com',
    name: 'Sam',
    role: 'staff',
    password: fixturePassword,
  });
  if (!staffUser.ok) throw new Error('no staff user');
  const driverUser = await test.accounts.add.execute(system, {
    email: 'driver@example.com',
    name: 'Dee Driver',
    role: 'driver',
    password: fixturePassword,
  });
  if (!driverUser.ok) throw new Error('no driver');
  const booking = storedBooking();
  await test.store.addBookings(booking);
  // One dead e-mail of the booking, for the re-send route.
  await test.store.unitOfWork.transaction(({ outbox }) =>
    outbox.enqueue({ kind: 'booking-notice', booking }),
  );
  const deadRow = (await test.store.outbox())[0];
  if (!deadRow) throw new Error('no queued message');
  await test.store.markDead(deadRow.mail.id, '550 mailbox unavailable');
  const deadMessageId = deadRow.mail.id;
  await request(test.app)
    .post('/api/contact')
    .send({ name: 'Cal', phone: '904-555-0100', email: 'c@example.com', service: 'other' });
  const contactId = (await test.store.contactRequests())[0]?.id ?? '';
  const signIn = async (email: string) => {
    const res = await request(test.app)
      .post(adminRoutes.session)
      .set(sameOrigin)
      .send({ email, password: fixturePassword });
    return {
      cookie: String(res.headers['set-cookie']?.[0]).split(';')[0] ?? '',
      csrf: String(res.body.csrfToken),
    };
  };
  const owner = await signIn('owner@example.com');
  const staff = await signIn('staff@example.com');
  const driver = await signIn('driver@example.com');
  const [container] = await test.store.orm.em
    .getConnection()
    .execute<{ id: string }[]>(`select "id" from "containers" order by "number" limit 1`);
  const truckId = '77777777-0000-4000-8000-000000000001';
  await test.store.sql(
    `insert into "trucks" ("id", "name", "sizes") values (?, 'Truck 1', '10-yard,15-yard,20-yard')`,
    [truckId],
  );
  /** A request as this session, from the back office's own page (same origin, with the token). */
  const as = (
    who: { cookie: string; csrf: string } | undefined,
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
  ) => {
    const req = request(test.app)[method](path).set(sameOrigin);
    return who ? req.set('Cookie', who.cookie).set('X-CSRF-Token', who.csrf) : req;
  };
  return {
    ...test,
    booking,
    deadMessageId,
    contactId,
    staffUserId: staffUser.user.id,
    driverUserId: driverUser.user.id,
    containerId: String(container?.id),
    truckId,
    owner,
    staff,
    driver,
    as,
  };
}
