// The real Express app over in-memory adapters, for HTTP tests.
import pino from 'pino';
import { type AppDependencies, createApp } from '../adapters/http/create-app.ts';
import { FakePasswordHasher } from '../adapters/memory/fake-password-hasher.ts';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { InMemoryAdminQueries } from '../adapters/memory/in-memory-admin-queries.ts';
import { InMemoryHitCounter } from '../adapters/memory/in-memory-hit-counter.ts';
import { InMemoryMessageLog } from '../adapters/memory/in-memory-message-log.ts';
import { InMemoryStore } from '../adapters/memory/in-memory-store.ts';
import { SequentialIds } from '../adapters/memory/sequential-ids.ts';
import { AdminBookings } from '../application/admin/admin-bookings.ts';
import { AdminContactRequests } from '../application/admin/admin-contact-requests.ts';
import { StaffAccounts } from '../application/admin/staff-accounts.ts';
import { StaffSessions } from '../application/admin/staff-sessions.ts';
import { SubmitBooking } from '../application/submit-booking.ts';
import { SubmitContactRequest } from '../application/submit-contact-request.ts';
import { testNow } from './requests.ts';

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
  const messageLog = new InMemoryMessageLog();
  const accounts = new StaffAccounts(store, hasher, { isCommon: () => false }, clock, ids);
  const app = createApp({
    admin: {
      sessions: new StaffSessions(store, hasher, hitCounter, clock, { idleMinutes: 30, absoluteHours: 12 }),
      accounts,
      bookings: new AdminBookings(store, adminQueries, clock, messageLog),
      contactRequests: new AdminContactRequests(store, adminQueries, clock),
      idleMinutes: 30,
      logger,
    },
    submitBooking: new SubmitBooking(store, store.idempotencyStore, clock, ids),
    submitContactRequest: new SubmitContactRequest(store, store.idempotencyStore, clock, ids),
    clock,
    readiness: { check: async () => !store.unavailable },
    hitCounter,
    logger,
    trustProxy: false,
    rateLimit: { enabled: true, windowMs: 60_000, max: 10 },
    idempotency: store.idempotencyStore,
    ...overrides,
  });
  return { app, store, clock, logLines, accounts, messageLog };
}
