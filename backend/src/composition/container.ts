// The composition root: the only place that knows which adapter fills which port. Bindings
// are factories (toDynamicValue), so nothing needs decorators or emitted metadata.
import { defaultCalendarSettings } from '@dumpster/domain';
import type { Express, RequestHandler } from 'express';
import { Container } from 'inversify';
import pino, { type Logger } from 'pino';
import { type AppDependencies, createApp } from '../adapters/http/create-app.ts';
import { twilioSignatureRule } from '../adapters/http/routes/twilio-signature-rule.ts';
import type { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
import { lockDataDir } from '../adapters/persistence/data-dir-lock.ts';
import { ExpiredCredentials } from '../adapters/persistence/expired-credentials.ts';
import { seedFleet } from '../adapters/persistence/fleet-seed.ts';
import { MikroOrmIdempotencyStore } from '../adapters/persistence/mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import { type DatabaseTarget, migrate, type Orm, openOrm } from '../adapters/persistence/orm.ts';
import { OrmReadiness } from '../adapters/persistence/orm-readiness.ts';
import { reopenPgliteWhenClosed } from '../adapters/persistence/pglite-reopen.ts';
import { startRetentionSweep } from '../adapters/persistence/retention-sweep.ts';
import { SentMailBodies } from '../adapters/persistence/sent-mail-bodies.ts';
import { SqlDashboardQueries } from '../adapters/persistence/sql-dashboard-queries.ts';
import { SqlHitCounter } from '../adapters/persistence/sql-hit-counter.ts';
import { SqlMessageLog } from '../adapters/persistence/sql-message-log.ts';
import { StoredBusinessCalendar } from '../adapters/persistence/stored-business-calendar.ts';
import type { AnswerPages } from '../adapters/site/answer-pages.ts';
import { Argon2PasswordHasher } from '../adapters/system/argon2-password-hasher.ts';
import { HmacAccessTokenCodec } from '../adapters/system/hmac-access-token-codec.ts';
import { RandomIds } from '../adapters/system/random-ids.ts';
import { selfServiceSecrets } from '../adapters/system/self-service-secret.ts';
import { SettingsBusinessCalendar } from '../adapters/system/settings-business-calendar.ts';
import { SystemClock } from '../adapters/system/system-clock.ts';
import { ChangeFleet } from '../application/availability/change-fleet.ts';
import { ReadAvailability } from '../application/availability/read-availability.ts';
import { ReadFleet } from '../application/availability/read-fleet.ts';
import { ReadFleetMonth } from '../application/availability/read-fleet-month.ts';
import { SendOverdueReminders } from '../application/billing/send-overdue-reminders.ts';
import { SubmitBooking } from '../application/bookings/submit-booking.ts';
import { ReadPublicCalendar } from '../application/business-calendar/read-public-calendar.ts';
import { SubmitContactRequest } from '../application/contact-requests/submit-contact-request.ts';
import { SendOwnersWeeklySummary } from '../application/dashboard/send-owners-weekly-summary.ts';
import { AccessLinks } from '../application/my-booking/access-links.ts';
import { CancelMyBooking } from '../application/my-booking/cancel-my-booking.ts';
import { ExtendMyBooking } from '../application/my-booking/extend-my-booking.ts';
import { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import { RescheduleMyBooking } from '../application/my-booking/reschedule-my-booking.ts';
import { ViewMyBooking } from '../application/my-booking/view-my-booking.ts';
import type { BusinessCalendarSource } from '../application/ports/business-calendar-source.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { HitCounter } from '../application/ports/hit-counter.ts';
import type { IdGenerator } from '../application/ports/id-generator.ts';
import type { IdempotencyStore } from '../application/ports/idempotency.ts';
import type { MessageLog } from '../application/ports/message-log.ts';
import type { Readiness } from '../application/ports/readiness.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import { RecordTextReply } from '../application/text-messages/record-text-reply.ts';
import type { Config } from '../config.ts';
import { backOfficeDependencies, bindBackOffice } from './back-office-bindings.ts';
import { billingUseCases, startOverdueReminders } from './billing-bindings.ts';
import { mailComposer, startDeliveryWorker, wakingAfterCommit, wakingAfterRequeue } from './mail-delivery.ts';
import { startOwnersWeeklySummary } from './owners-weekly-summary.ts';
import { startTextWorker } from './text-delivery.ts';
import { TOKENS } from './tokens.ts';

export interface Composition {
  readonly container: Container;
  readonly app: Express;
  readonly orm: Orm;
  readonly logger: Logger;
  /** The e-mail delivery worker of this process, when it runs one (MAIL_WORKER). */
  readonly mailWorker: DeliveryWorker | null;
  /** Stops background work (sends in flight finish) and closes the database. */
  close(): Promise<void>;
}

export function databaseTarget(config: Config): DatabaseTarget {
  if (config.database.kind === 'postgresql') {
    return {
      kind: 'postgresql',
      url: config.database.url,
      poolMax: config.db.poolMax,
      connectTimeoutMs: config.db.connectTimeoutMs,
      statementTimeoutMs: config.db.statementTimeoutMs,
    };
  }
  return { kind: 'pglite', dataDir: config.database.dataDir };
}

export async function compose(
  config: Config,
  options: {
    logger?: Logger;
    site?: RequestHandler;
    pages?: AnswerPages;
    adminShell?: RequestHandler;
    target?: DatabaseTarget;
    /** Hold every answer to its route's declaration (tests only: it parses every answer). */
    checkAnswers?: boolean;
  } = {},
): Promise<Composition> {
  // Each log line is written when it happens: nothing waits in a buffer, neither the start line
  // nor the last lines before a crash (docs/performance.md measures what that costs).
  const destination = options.logger ? undefined : pino.destination({ sync: true });
  const logger = options.logger ?? pino({ level: config.logLevel }, destination);
  const target = options.target ?? databaseTarget(config);
  const unlock = target.kind === 'pglite' && target.dataDir ? lockDataDir(target.dataDir) : () => {};
  let orm: Orm;
  try {
    orm = await openOrm(target);
    for (const migration of await migrate(orm, target)) logger.info({ migration }, 'migration applied');
    const seeded = await seedFleet(orm, config.fleet);
    if (seeded.length > 0) logger.info({ sizes: seeded }, 'fleet stored from the FLEET setting');
  } catch (error) {
    unlock();
    throw error;
  }

  if (!config.mail.worker && target.kind === 'pglite') {
    logger.warn(
      'MAIL_WORKER is off on PGlite: queued e-mails wait until a process with the worker opens this data',
    );
  }
  // The "My booking" links (docs/decisions/0090): SELF_SERVICE_SECRET, or one kept under DATA_DIR.
  // A server or worker on PostgreSQL does not start without the shared secret (loadServerConfig).
  // The worker makes each e-mail's link with it as it sends (decision 0160).
  const accessLinks = new AccessLinks(
    new HmacAccessTokenCodec(selfServiceSecrets(config.selfServiceSecrets, config.dataDir)),
    config.siteUrl,
  );
  const mailWorker = config.mail.worker ? startDeliveryWorker(config, orm, accessLinks, logger) : null;
  // The texts' worker runs where the e-mail's does (decision 0200).
  const systemClock = new SystemClock();
  const texts = config.mail.worker
    ? startTextWorker(config, orm, { links: accessLinks, logger, clock: systemClock, mailWorker })
    : null;

  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.Config).toConstantValue(config);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(logger);
  container.bind<Orm>(TOKENS.Orm).toConstantValue(orm);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  container
    .bind<BusinessCalendarSource>(TOKENS.BusinessCalendarSource)
    // The owner's stored calendar; the contact section's (Sunday closed) until one is saved.
    .toDynamicValue(
      (ctx) =>
        new StoredBusinessCalendar(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          new SettingsBusinessCalendar(defaultCalendarSettings),
        ),
    );
  container.bind<IdGenerator>(TOKENS.IdGenerator).toConstantValue(new RandomIds());
  container
    .bind<UnitOfWork>(TOKENS.UnitOfWork)
    .toDynamicValue((ctx) =>
      wakingAfterCommit(
        wakingAfterCommit(new MikroOrmUnitOfWork(ctx.get<Orm>(TOKENS.Orm), mailComposer(config)), mailWorker),
        texts?.worker ?? null,
      ),
    );
  container
    .bind<MessageLog>(TOKENS.MessageLog)
    .toDynamicValue((ctx) => wakingAfterRequeue(new SqlMessageLog(ctx.get<Orm>(TOKENS.Orm)), mailWorker));
  container
    .bind<MikroOrmIdempotencyStore>(TOKENS.IdempotencyStore)
    .toDynamicValue((ctx) => new MikroOrmIdempotencyStore(ctx.get<Orm>(TOKENS.Orm)));
  container
    .bind<SqlHitCounter>(TOKENS.HitCounter)
    .toDynamicValue((ctx) => new SqlHitCounter(ctx.get<Orm>(TOKENS.Orm)));
  container
    .bind<Readiness>(TOKENS.Readiness)
    .toDynamicValue((ctx) => new OrmReadiness(ctx.get<Orm>(TOKENS.Orm)));
  container.bind<AccessLinks>(TOKENS.AccessLinks).toConstantValue(accessLinks);
  container
    .bind<SubmitBooking>(TOKENS.SubmitBooking)
    .toDynamicValue(
      (ctx) =>
        new SubmitBooking(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
          ctx.get<Clock>(TOKENS.Clock),
          ctx.get<IdGenerator>(TOKENS.IdGenerator),
          ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
          ctx.get<AccessLinks>(TOKENS.AccessLinks),
        ),
    );
  const changeUseCase = <T>(
    token: symbol,
    UseCase: new (
      unitOfWork: UnitOfWork,
      idempotency: IdempotencyStore,
      links: AccessLinks,
      clock: Clock,
      calendars: BusinessCalendarSource,
    ) => T,
  ) =>
    container
      .bind<T>(token)
      .toDynamicValue(
        (ctx) =>
          new UseCase(
            ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
            ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
            ctx.get<AccessLinks>(TOKENS.AccessLinks),
            ctx.get<Clock>(TOKENS.Clock),
            ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
          ),
      );
  changeUseCase(TOKENS.ExtendMyBooking, ExtendMyBooking);
  changeUseCase(TOKENS.RescheduleMyBooking, RescheduleMyBooking);
  changeUseCase(TOKENS.CancelMyBooking, CancelMyBooking);
  container
    .bind<ViewMyBooking>(TOKENS.ViewMyBooking)
    .toDynamicValue(
      (ctx) =>
        new ViewMyBooking(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          ctx.get<AccessLinks>(TOKENS.AccessLinks),
          ctx.get<Clock>(TOKENS.Clock),
        ),
    );
  // For the back office's "Send a new My booking link" (POST /api/admin/bookings/:id/access-link).
  container
    .bind<ReissueAccessLink>(TOKENS.ReissueAccessLink)
    .toDynamicValue(
      (ctx) =>
        new ReissueAccessLink(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          ctx.get<AccessLinks>(TOKENS.AccessLinks),
          ctx.get<Clock>(TOKENS.Clock),
        ),
    );
  container
    .bind<SubmitContactRequest>(TOKENS.SubmitContactRequest)
    .toDynamicValue(
      (ctx) =>
        new SubmitContactRequest(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
          ctx.get<Clock>(TOKENS.Clock),
          ctx.get<IdGenerator>(TOKENS.IdGenerator),
        ),
    );
  container.bind<Argon2PasswordHasher>(TOKENS.PasswordHasher).toConstantValue(new Argon2PasswordHasher());
  bindBackOffice(container, config.adminSession);
  container
    .bind<ReadFleet>(TOKENS.ReadFleet)
    .toDynamicValue(
      (ctx) => new ReadFleet(ctx.get<UnitOfWork>(TOKENS.UnitOfWork), ctx.get<Clock>(TOKENS.Clock)),
    );
  container
    .bind<ChangeFleet>(TOKENS.ChangeFleet)
    .toDynamicValue(
      (ctx) =>
        new ChangeFleet(
          ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
          ctx.get<Clock>(TOKENS.Clock),
          ctx.get<IdGenerator>(TOKENS.IdGenerator),
        ),
    );
  container
    .bind<ReadFleetMonth>(TOKENS.ReadFleetMonth)
    .toDynamicValue((ctx) => new ReadFleetMonth(ctx.get<UnitOfWork>(TOKENS.UnitOfWork)));
  container
    .bind<ReadAvailability>(TOKENS.ReadAvailability)
    .toDynamicValue((ctx) => new ReadAvailability(ctx.get<UnitOfWork>(TOKENS.UnitOfWork)));
  container.bind(TOKENS.Billing).toDynamicValue((ctx) =>
    billingUseCases({
      unitOfWork: ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
      idempotency: ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
      clock: ctx.get<Clock>(TOKENS.Clock),
      ids: ctx.get<IdGenerator>(TOKENS.IdGenerator),
      links: ctx.get<AccessLinks>(TOKENS.AccessLinks),
    }),
  );
  container
    .bind<RecordTextReply>(TOKENS.RecordTextReply)
    .toDynamicValue(
      (ctx) => new RecordTextReply(ctx.get<UnitOfWork>(TOKENS.UnitOfWork), ctx.get<Clock>(TOKENS.Clock)),
    );
  // The replies' webhook exists only with Twilio's settings: its auth token signs the requests.
  const twilio = config.texts.twilio;
  container
    .bind<ReadPublicCalendar>(TOKENS.ReadPublicCalendar)
    .toDynamicValue(
      (ctx) =>
        new ReadPublicCalendar(
          ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
          ctx.get<Clock>(TOKENS.Clock),
        ),
    );
  container.bind<Express>(TOKENS.App).toDynamicValue((ctx) => {
    const deps: AppDependencies = {
      submitBooking: ctx.get<SubmitBooking>(TOKENS.SubmitBooking),
      submitContactRequest: ctx.get<SubmitContactRequest>(TOKENS.SubmitContactRequest),
      readAvailability: ctx.get<ReadAvailability>(TOKENS.ReadAvailability),
      readPublicCalendar: ctx.get<ReadPublicCalendar>(TOKENS.ReadPublicCalendar),
      clock: ctx.get<Clock>(TOKENS.Clock),
      calendars: ctx.get<BusinessCalendarSource>(TOKENS.BusinessCalendarSource),
      readiness: ctx.get<Readiness>(TOKENS.Readiness),
      hitCounter: ctx.get<HitCounter>(TOKENS.HitCounter),
      myBooking: {
        viewMyBooking: ctx.get<ViewMyBooking>(TOKENS.ViewMyBooking),
        extendMyBooking: ctx.get<ExtendMyBooking>(TOKENS.ExtendMyBooking),
        rescheduleMyBooking: ctx.get<RescheduleMyBooking>(TOKENS.RescheduleMyBooking),
        cancelMyBooking: ctx.get<CancelMyBooking>(TOKENS.CancelMyBooking),
      },
      myInvoice: ctx.get<ReturnType<typeof billingUseCases>>(TOKENS.Billing).myInvoice,
      logger,
      trustProxy: config.trustProxy,
      rateLimit: config.rateLimit,
      admin: backOfficeDependencies(ctx, { idleMinutes: config.adminSession.idleMinutes, logger }),
      ...(twilio
        ? {
            textReplies: {
              receive: ctx.get<RecordTextReply>(TOKENS.RecordTextReply),
              signature: twilioSignatureRule({
                authToken: twilio.authToken,
                siteUrl: config.siteUrl,
                logger,
              }),
            },
          }
        : {}),
      ...(options.checkAnswers ? { checkAnswers: true } : {}),
      ...(options.adminShell ? { adminShell: options.adminShell } : {}),
      ...(options.site ? { site: options.site } : {}),
      ...(options.pages
        ? { pages: options.pages, idempotency: ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore) }
        : {}),
    };
    return createApp(deps);
  });

  const stopReopening = target.kind === 'pglite' ? reopenPgliteWhenClosed(orm, logger) : () => {};
  const stopSweep = startRetentionSweep({
    idempotency: container.get<MikroOrmIdempotencyStore>(TOKENS.IdempotencyStore),
    counters: container.get<SqlHitCounter>(TOKENS.HitCounter),
    credentials: new ExpiredCredentials(orm),
    sentMail: new SentMailBodies(orm),
    retentionHours: config.idempotencyRetentionHours,
    mailBodyRetentionDays: config.mail.bodyRetentionDays,
    logger,
  });

  const stopReminders = startOverdueReminders(
    new SendOverdueReminders(
      container.get<UnitOfWork>(TOKENS.UnitOfWork),
      container.get<Clock>(TOKENS.Clock),
    ),
    logger,
  );
  const stopWeeklySummary = startOwnersWeeklySummary(
    new SendOwnersWeeklySummary(
      new SqlDashboardQueries(orm),
      container.get<UnitOfWork>(TOKENS.UnitOfWork),
      container.get<Clock>(TOKENS.Clock),
    ),
    logger,
  );

  return {
    container,
    app: container.get<Express>(TOKENS.App),
    orm,
    logger,
    mailWorker,
    async close() {
      stopReopening();
      stopSweep();
      stopReminders();
      stopWeeklySummary();
      try {
        // Before the database closes: a send in flight is recorded, or left leased to come due again.
        await Promise.all([
          mailWorker?.stop(Math.min(5_000, config.shutdownTimeoutMs / 2)),
          texts?.stop(Math.min(5_000, config.shutdownTimeoutMs / 2)),
        ]);
        await orm.close();
      } finally {
        unlock();
        logger.info('stopped');
        try {
          destination?.flushSync();
        } catch {
          // Not open yet (a stop right at start): nothing was buffered.
        }
      }
    },
  };
}
