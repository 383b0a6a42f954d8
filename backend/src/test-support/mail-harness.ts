// What the delivery tests share: the use cases on a real database queue messages, and a worker
// with a real SMTP transport delivers them to the sink.
import pino from 'pino';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../adapters/mail/delivery-worker.ts';
import { MailComposer } from '../adapters/mail/mail-composer.ts';
import { SmtpTransport } from '../adapters/mail/smtp-transport.ts';
import { MikroOrmIdempotencyStore } from '../adapters/persistence/mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { SqlOutboxQueue } from '../adapters/persistence/sql-outbox-queue.ts';
import { RandomIds } from '../adapters/system/random-ids.ts';
import { SystemClock } from '../adapters/system/system-clock.ts';
import { SubmitBooking } from '../application/bookings/submit-booking.ts';
import { SubmitContactRequest } from '../application/contact-requests/submit-contact-request.ts';
import { sendTimeParts } from '../composition/mail-delivery.ts';
import { testAccessLinks } from './test-app.ts';
import { fixedCalendar } from './test-calendars.ts';

export const businessInbox = 'office@coastalhaul.example';
export const mailFrom = '"Coastal Haul" <bookings@coastalhaul.example>';

export function useCases(orm: Orm) {
  const unitOfWork = new MikroOrmUnitOfWork(
    orm,
    new MailComposer({
      businessEmail: businessInbox,
      siteUrl: 'https://coastalhaul.example',
      messageIdDomain: 'coastalhaul.example',
    }),
  );
  const idempotency = new MikroOrmIdempotencyStore(orm);
  return {
    submitBooking: new SubmitBooking(
      unitOfWork,
      idempotency,
      new SystemClock(),
      new RandomIds(),
      fixedCalendar(),
    ),
    submitContact: new SubmitContactRequest(unitOfWork, idempotency, new SystemClock(), new RandomIds()),
  };
}

/**
 * A worker on `orm` sending to `smtpUrl`; quick retries so a test sees several attempts. It makes
 * the My booking links with the test app's secret and site (test-app.ts).
 */
export function testWorker(
  orm: Orm,
  smtpUrl: string,
  options: Partial<DeliveryWorkerOptions> = {},
): DeliveryWorker {
  return new DeliveryWorker({
    queue: new SqlOutboxQueue(orm),
    transport: new SmtpTransport({ url: smtpUrl, from: mailFrom, connections: 4, timeoutMs: 5_000 }),
    parts: sendTimeParts(orm, testAccessLinks()),
    logger: pino({ level: 'silent' }),
    concurrency: 4,
    maxAttempts: 3,
    pollMs: 20,
    retry: { baseMs: 10, capMs: 40 },
    ...options,
  });
}

export async function outboxRows(
  orm: Orm,
): Promise<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }[]> {
  return orm.em
    .getConnection()
    .execute(
      `select "id", "kind", "status", "attempts", "last_error" from "outbox_messages" order by "created_at", "kind"`,
    );
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
