// A texts' delivery worker on a test database (docs/decisions/0200): the real queue, the real use
// cases and the sender a test gives, on a fixed clock, quiet in the log.
import pino from 'pino';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { SqlTextQueue } from '../adapters/persistence/sql-text-queue.ts';
import { HmacAccessTokenCodec } from '../adapters/system/hmac-access-token-codec.ts';
import { TextDeliveryWorker } from '../adapters/text-messages/text-delivery-worker.ts';
import { TextMessageDelivery } from '../adapters/text-messages/text-message-delivery.ts';
import { AccessLinks } from '../application/my-booking/access-links.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { TextMessageSender } from '../application/ports/text-message-sender.ts';
import { PrepareTextMessage } from '../application/text-messages/prepare-text-message.ts';
import { RecordProviderOptOut } from '../application/text-messages/record-provider-opt-out.ts';
import { testNow } from './requests.ts';

// The test app's site and secret (test-app.ts), restated: that module opens vitest's hooks, and
// bench/texts.ts runs this worker outside vitest.
const siteUrl = 'https://www.example.test';
const links = new AccessLinks(
  new HmacAccessTokenCodec(['a test secret for the My booking links, 32+ chars']),
  siteUrl,
);

export function textPrepare(orm: Orm, clock: Clock = new FixedClock(testNow)): PrepareTextMessage {
  return new PrepareTextMessage(new MikroOrmUnitOfWork(orm), clock, links, siteUrl);
}

export function testTextWorker(
  orm: Orm,
  options: {
    readonly sender: TextMessageSender;
    readonly workerId: string;
    readonly clock?: Clock;
    readonly leaseMs?: number;
    readonly concurrency?: number;
  },
): TextDeliveryWorker {
  const clock = options.clock ?? new FixedClock(testNow);
  const logger = pino({ level: process.env.TEST_TEXT_LOG ?? 'silent' });
  const unitOfWork = new MikroOrmUnitOfWork(orm);
  return new TextDeliveryWorker({
    queue: new SqlTextQueue(orm),
    prepare: textPrepare(orm, clock),
    delivery: new TextMessageDelivery({ sender: options.sender, clock, logger, random: () => 0 }),
    optOut: new RecordProviderOptOut(unitOfWork, clock),
    logger,
    concurrency: options.concurrency ?? 8,
    pollMs: 20,
    workerId: options.workerId,
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
  });
}
