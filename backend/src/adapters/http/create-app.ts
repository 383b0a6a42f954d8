// The Express app: the driving adapter. It knows the use cases and a few ports, never an
// entity or the ORM. Order matters: ids and logs first, then security headers, then the API,
// then the site (the prerendered pages and assets, site/site-handler.ts), then 404 and errors,
// so every answer, pages included, gets the same headers and error handling. Every route of the
// API is declared once in domain/src/api and mounted here with its handlers by mountRoutes
// (routing/mount-routes.ts: access guards, then the body read within bounds, then the rate limit,
// then the parsing by the declared schemas), before anything that costs.

import {
  availabilityApi,
  bookingsApi,
  calendarApi,
  contactApi,
  documentApi,
  healthApi,
  myBookingApi,
  myBookingInvoiceApi,
  textMessagesApi,
  twilioSignatureRuleName,
} from '@dumpster/domain/api';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ReadAvailability } from '../../application/availability/read-availability.ts';
import type { ReadMyInvoice } from '../../application/billing/read-my-invoice.ts';
import type { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import type { ReadPublicCalendar } from '../../application/business-calendar/read-public-calendar.ts';
import type { SubmitContactRequest } from '../../application/contact-requests/submit-contact-request.ts';
import type { BusinessCalendarSource } from '../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../application/ports/clock.ts';
import type { HitCounter } from '../../application/ports/hit-counter.ts';
import type { IdempotencyStore } from '../../application/ports/idempotency.ts';
import type { Readiness } from '../../application/ports/readiness.ts';
import type { ReceiveTextReply } from '../../application/text-messages/receive-text-reply.ts';
import type { AnswerPages } from '../site/answer-pages.ts';
import { type AdminDependencies, adminRouter } from './admin/admin-router.ts';
import { driverRouter } from './admin/driver-router.ts';
import { sendError } from './api-error.ts';
import { privateAnswer } from './customer-link.ts';
import { refuseCrossSite } from './middleware/cross-site.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { failureLimitFor, type RateLimitSettings, rateLimitFor } from './middleware/rate-limit.ts';
import { requestLogging } from './middleware/request-logging.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { availabilityHandlers } from './routes/availability-handlers.ts';
import { calendarHandlers } from './routes/calendar-handlers.ts';
import { formPostRoutes } from './routes/form-post-routes.ts';
import { type MyBookingUseCases, myBookingHandlers } from './routes/my-booking-handlers.ts';
import { myBookingPage } from './routes/my-booking-page.ts';
import { myInvoiceHandlers } from './routes/my-invoice-handlers.ts';
import { documentHandlers, healthHandlers } from './routes/service-handlers.ts';
import { submissionHandlers } from './routes/submission-handlers.ts';
import { textMessageHandlers } from './routes/text-message-handlers.ts';
import type { SignatureRule } from './routing/access-guards.ts';
import { mountRoutes } from './routing/mount-routes.ts';

export interface AppDependencies {
  readonly submitBooking: SubmitBooking;
  readonly submitContactRequest: SubmitContactRequest;
  readonly readAvailability: ReadAvailability;
  /** GET /api/calendar: the closed days for the public date pickers (decision 0168). */
  readonly readPublicCalendar: ReadPublicCalendar;
  readonly clock: Clock;
  /** The business's calendar (decision 0166): the dated bodies' rules and the public calendar. */
  readonly calendars: BusinessCalendarSource;
  readonly readiness: Readiness;
  readonly hitCounter: HitCounter;
  readonly logger: Logger;
  /** false, or the proxies' addresses and subnets (TRUST_PROXY, docs/operations.md). */
  readonly trustProxy: false | string;
  readonly rateLimit: RateLimitSettings;
  /** Serves the site's pages and assets; mounted after the API (the frontend's seam). */
  readonly site?: RequestHandler;
  /** Renders pages at request time: with it, the public forms also take native posts. */
  readonly pages?: AnswerPages;
  /** Where a native post's confirmation page finds its stored reply. */
  readonly idempotency?: IdempotencyStore;
  /** The back office's API under /api/admin (decisions 0075-0084). */
  readonly admin?: AdminDependencies;
  /** Answers /admin and /admin/* with the back office's app shell. */
  readonly adminShell?: RequestHandler;
  /** The customer's own booking page's API (docs/decisions/0091); absent: not mounted. */
  readonly myBooking?: MyBookingUseCases;
  /** The customer's invoice on My booking (decision 0198); absent: not mounted. */
  readonly myInvoice?: ReadMyInvoice;
  /**
   * The texts' inbound webhook (POST /api/text-messages/inbound, decision 0202) with its signature
   * rule; absent (no Twilio settings): not mounted.
   */
  readonly textReplies?: { readonly receive: ReceiveTextReply; readonly signature: SignatureRule };
  /** Holds every handler's answer to its route's declaration (the test composition turns it on). */
  readonly checkAnswers?: boolean;
}

/** One limiter per scope, shared by every route that counts in it (the API and the page alike). */
function limiters(deps: AppDependencies) {
  const made = new Map<string, RequestHandler>();
  return (limit: { readonly scope: string; readonly counts: 'every-request' | 'refusals' }) => {
    let limiter = made.get(limit.scope);
    if (!limiter) {
      limiter =
        limit.counts === 'refusals'
          ? failureLimitFor(limit.scope, deps.hitCounter, deps.rateLimit)
          : rateLimitFor(limit.scope, deps.hitCounter, deps.rateLimit);
      made.set(limit.scope, limiter);
    }
    return limiter;
  };
}

export function createApp(deps: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.set('etag', false);

  // Express's own reading of TRUST_PROXY: whether the peer is a proxy whose headers count.
  const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  app.use(requestLogging(deps.logger, (req) => trusts(req.socket.remoteAddress ?? '', 0)));
  app.use(securityHeaders);
  const limiter = limiters(deps);
  const mounting = { clock: deps.clock, calendars: deps.calendars, limiter, checkAnswers: deps.checkAnswers };
  // Health is mounted on the app itself: in a Router of its own, an OPTIONS request would get the
  // Router's automatic 200 text answer where every other path answers the API's JSON 404.
  mountRoutes(app, healthApi, healthHandlers(deps.readiness), { ...mounting, prefix: '' });
  // Every state-changing route, public and back office, only from this site's own pages (Fetch
  // Metadata, else Origin; decision 0120), refused before a body is read.
  app.use(refuseCrossSite);

  const api = express.Router();
  // Answers about one submission are never cached by a browser or a proxy.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const apiMounting = { ...mounting, prefix: '/api' };
  const submissions = submissionHandlers(deps);
  mountRoutes(api, bookingsApi, submissions, apiMounting);
  mountRoutes(api, contactApi, submissions, apiMounting);
  // Only refused requests count: guessing tokens is limited, using one's own page is not. One
  // limiter for the API and the page, so a guess counts the same wherever it is tried.
  if (deps.myBooking) mountRoutes(api, myBookingApi, myBookingHandlers(deps.myBooking), apiMounting);
  if (deps.myInvoice) mountRoutes(api, myBookingInvoiceApi, myInvoiceHandlers(deps.myInvoice), apiMounting);
  mountRoutes(api, availabilityApi, availabilityHandlers(deps.readAvailability), apiMounting);
  if (deps.textReplies) {
    mountRoutes(api, textMessagesApi, textMessageHandlers(deps.textReplies.receive), {
      ...apiMounting,
      signatures: { [twilioSignatureRuleName]: deps.textReplies.signature },
    });
  }
  mountRoutes(api, calendarApi, calendarHandlers(deps.readPublicCalendar), apiMounting);
  // The OpenAPI document of every declared route (docs/api.md).
  mountRoutes(api, documentApi, documentHandlers(), apiMounting);
  if (deps.admin)
    api.use(
      '/admin',
      adminRouter(deps.admin, {
        clock: deps.clock,
        calendars: deps.calendars,
        checkAnswers: deps.checkAnswers,
      }),
    );
  // The driver's phone's API (decision 0185), on the back office's sessions.
  if (deps.admin)
    api.use(
      '/driver',
      driverRouter(deps.admin, {
        clock: deps.clock,
        calendars: deps.calendars,
        checkAnswers: deps.checkAnswers,
      }),
    );
  api.use((_req, res) => sendError(res, 404, 'not_found'));
  app.use('/api', api);

  // The public forms' native posts (decision 0051), before the site's files.
  if (deps.pages && deps.idempotency) {
    app.use(formPostRoutes({ ...deps, pages: deps.pages, idempotency: deps.idempotency }));
  }
  if (deps.adminShell) app.get(['/admin', '/admin/*rest'], deps.adminShell);
  if (deps.site && deps.myBooking) {
    const page = myBookingPage(deps.myBooking.viewMyBooking);
    const guessing = limiter({ scope: 'my-booking', counts: 'refusals' });
    app.get('/my-booking', privateAnswer, guessing, page);
    app.get('/my-booking/:token', privateAnswer, guessing, page);
  }
  if (deps.site) app.use(deps.site);
  app.use((_req, res) => sendError(res, 404, 'not_found'));
  app.use(errorHandler);
  return app;
}
