// The real Express app over in-memory adapters, for HTTP tests.
import pino from 'pino';
import { type AppDependencies, createApp } from '../adapters/http/create-app.ts';
import { FakePasswordHasher } from '../adapters/memory/fake-password-hasher.ts';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../adapters/memory/in-memory-admin-queries.ts';
import { InMemoryHitCounter } from '../adapters/memory/in-memory-hit-counter.ts';
import { InMemoryStore } from '../adapters/memory/in-memory-store.ts';
import { SequentialIds } from '../adapters/memory/sequential-ids.ts';
import { HmacAccessTokenCodec } from '../adapters/system/hmac-access-token-codec.ts';
import { AdminBookings } from '../application/admin/admin-bookings.ts';
import { AdminContactRequests } from '../application/admin/admin-contact-requests.ts';
import { StaffAccounts } from '../application/admin/staff-accounts.ts';
import { StaffSessions } from '../application/admin/staff-sessions.ts';
import { ChangeFleet } from '../application/change-fleet.ts';
import { AccessLinks } from '../application/my-booking/access-links.ts';
import { CancelMyBooking } from '../application/my-booking/cancel-my-booking.ts';
import { ExtendMyBooking } from '../application/my-booking/extend-my-booking.ts';
import { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import { RescheduleMyBooking } from '../application/my-booking/reschedule-my-booking.ts';
import { ViewMyBooking } from '../application/my-booking/view-my-booking.ts';
import { ReadAvailability } from '../application/read-availability.ts';
import { ReadFleet } from '../application/read-fleet.ts';
import { ReadFleetMonth } from '../application/read-fleet-month.ts';
import { SubmitBooking } from '../application/submit-booking.ts';
import { SubmitContactRequest } from '../application/submit-contact-request.ts';
import { testNow } from './requests.ts';

export const testSelfServiceSecret = 'a test secret for the My booking links, 32+ chars';
export const testSiteUrl = 'https://www.example.test';

export function testApp(overrides: Partial<AppDependencies> = {}) {
  const store = new InMemoryStore();
  const clock = new FixedClock(testNow);
  const ids = new SequentialIds();
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const hasher = new FakePasswordHasher();
  const hitCounter = new InMemoryHitCounter(clock);
  const adminQueries = new InMemoryAdminQueries(store);
  const messageLog = store.messageLog;
  const accounts = new StaffAccounts(store, hasher, { isCommon: () => false }, clock, ids);
  const links = new AccessLinks(new HmacAccessTokenCodec([testSelfServiceSecret]), testSiteUrl);
  const app = createApp({
    admin: {
      sessions: new StaffSessions(store, hasher, hitCounter, clock, { idleMinutes: 30, absoluteHours: 12 }),
      accounts,
      bookings: new AdminBookings(store, adminQueries, clock, messageLog),
      contactRequests: new AdminContactRequests(store, adminQueries, clock),
      fleet: {
        read: new ReadFleet(store, clock),
        change: new ChangeFleet(store, clock),
        month: new ReadFleetMonth(store),
      },
      reissueAccessLink: new ReissueAccessLink(store, links, clock),
      idleMinutes: 30,
      logger,
    },
    submitBooking: new SubmitBooking(store, store.idempotencyStore, clock, ids, links),
    submitContactRequest: new SubmitContactRequest(store, store.idempotencyStore, clock, ids),
    readAvailability: new ReadAvailability(store),
    clock,
    readiness: { check: async () => !store.unavailable },
    hitCounter,
    logger,
    trustProxy: false,
    rateLimit: { enabled: true, windowMs: 60_000, max: 10 },
    checkAnswers: true,
    idempotency: store.idempotencyStore,
    myBooking: {
      viewMyBooking: new ViewMyBooking(store, links, clock),
      extendMyBooking: new ExtendMyBooking(store, store.idempotencyStore, links, clock),
      rescheduleMyBooking: new RescheduleMyBooking(store, store.idempotencyStore, links, clock),
      cancelMyBooking: new CancelMyBooking(store, store.idempotencyStore, links, clock),
    },
    ...overrides,
  });
  return { app, store, clock, logLines, accounts, messageLog, links };
}
