// The Express app: the driving adapter. It knows the use cases and a few ports, never an
// entity or the ORM. Order matters: ids and logs first, then security headers, then the API,
// then the site (the prerendered pages and assets, site/site-handler.ts), then 404 and errors,
// so every answer, pages included, gets the same headers and error handling. A route that takes
// a body reads it with readBody first (middleware/request-body.ts: size, media type, UTF-8,
// nesting), before anything that costs.
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ReadAvailability } from '../../application/availability/read-availability.ts';
import type { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import type { SubmitContactRequest } from '../../application/contact-requests/submit-contact-request.ts';
import type { Clock } from '../../application/ports/clock.ts';
import type { HitCounter } from '../../application/ports/hit-counter.ts';
import type { IdempotencyStore } from '../../application/ports/idempotency.ts';
import type { Readiness } from '../../application/ports/readiness.ts';
import type { AnswerPages } from '../site/answer-pages.ts';
import { type AdminDependencies, adminRouter } from './admin/admin-router.ts';
import { sendError } from './api-error.ts';
import { jsonBody } from './body-formats.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { failureLimitFor, type RateLimitSettings, rateLimitFor } from './middleware/rate-limit.ts';
import { readBody } from './middleware/request-body.ts';
import { requestLogging } from './middleware/request-logging.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { availabilityRoute } from './routes/availability-route.ts';
import { bookingsRoute } from './routes/bookings-route.ts';
import { contactRoute } from './routes/contact-route.ts';
import { formPostRoutes } from './routes/form-post-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { myBookingPage } from './routes/my-booking-page.ts';
import { type MyBookingUseCases, myBookingRoutes, privateAnswer } from './routes/my-booking-routes.ts';
import { openApiRoute } from './routes/openapi-route.ts';

export interface AppDependencies {
  readonly submitBooking: SubmitBooking;
  readonly submitContactRequest: SubmitContactRequest;
  readonly readAvailability: ReadAvailability;
  readonly clock: Clock;
  readonly readiness: Readiness;
  readonly hitCounter: HitCounter;
  readonly logger: Logger;
  readonly trustProxy: boolean | number | string;
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
  const health = healthRoutes(deps.readiness);
  app.get('/healthz', health.liveness);
  app.get('/readyz', health.readiness);

  const api = express.Router();
  // Answers about one submission are never cached by a browser or a proxy.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const json = readBody([jsonBody]);
  api.post(
    '/bookings',
    json,
    rateLimitFor('bookings', deps.hitCounter, deps.rateLimit),
    bookingsRoute(deps.submitBooking, deps.clock),
  );
  api.post(
    '/contact',
    json,
    rateLimitFor('contact', deps.hitCounter, deps.rateLimit),
    contactRoute(deps.submitContactRequest),
  );
  // Only refused requests count: guessing tokens is limited, using one's own page is not. One
  // limiter for the API and the page, so a guess counts the same wherever it is tried.
  const guessing = failureLimitFor('my-booking', deps.hitCounter, deps.rateLimit);
  if (deps.myBooking) {
    const myBooking = myBookingRoutes(deps.myBooking, deps.clock);
    api.get('/my-booking', privateAnswer, guessing, myBooking.view);
    api.post('/my-booking/extend', privateAnswer, json, guessing, myBooking.extend);
    api.post('/my-booking/reschedule', privateAnswer, json, guessing, myBooking.reschedule);
    api.post('/my-booking/cancel', privateAnswer, json, guessing, myBooking.cancel);
  }
  api.get('/availability', availabilityRoute(deps.readAvailability));
  // The OpenAPI document of every route (docs/api.md); a route group mounted here declares its
  // operations in openapi/api-operations.ts.
  api.get('/openapi.json', openApiRoute());
  if (deps.admin) api.use('/admin', adminRouter(deps.admin));
  api.use((_req, res) => sendError(res, 404, 'not_found'));
  app.use('/api', api);

  // The public forms' native posts (decision 0051), before the site's files.
  if (deps.pages && deps.idempotency) {
    app.use(formPostRoutes({ ...deps, pages: deps.pages, idempotency: deps.idempotency }));
  }
  if (deps.adminShell) app.get(['/admin', '/admin/*rest'], deps.adminShell);
  if (deps.site && deps.myBooking) {
    const page = myBookingPage(deps.myBooking.viewMyBooking);
    app.get('/my-booking', privateAnswer, guessing, page);
    app.get('/my-booking/:token', privateAnswer, guessing, page);
  }
  if (deps.site) app.use(deps.site);
  app.use((_req, res) => sendError(res, 404, 'not_found'));
  app.use(errorHandler);
  return app;
}
