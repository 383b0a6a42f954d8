// The public forms' native posts (decision 0051): what the booking and contact forms
// send when their script has not arrived or never will. Each post is validated with the same
// domain schema and stored through the same use case as the JSON API, under the idempotency key
// the page carried in a hidden field; a stored submission redirects (303) to its confirmation
// page, anything else renders the form again with every value kept, each field's message under
// it and a notice above it.
import { randomUUID } from 'node:crypto';
import {
  bookingConfirmationStateKey,
  bookingFormPayload,
  type ContactRequest,
  confirmationKeyParam,
  contactSchema,
  emptyContactForm,
  type FieldErrors,
  type FormName,
  fieldErrors,
  formKeyField,
  formPostNotices,
  formPosts,
  formStateKey,
  type Notice,
  postedFormValues,
  submissionNotices,
  undatedBookingForm,
} from '@dumpster/domain';
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import * as v from 'valibot';
import { DatesUnavailableError } from '../../../application/availability/dates-unavailable-error.ts';
import type { SubmitBooking } from '../../../application/bookings/submit-booking.ts';
import type { SubmitContactRequest } from '../../../application/contact-requests/submit-contact-request.ts';
import type { BusinessCalendarSource } from '../../../application/ports/business-calendar-source.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import type { HitCounter } from '../../../application/ports/hit-counter.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../../../application/ports/idempotency.ts';
import { StorageUnavailableError } from '../../../application/storage-unavailable-error.ts';
import type { SubmissionOutcome } from '../../../application/submit-once.ts';
import { type AnswerPages, sendAnswerPage } from '../../site/answer-pages.ts';
import { formBody } from '../body-formats.ts';
import { bookingSchemaToday } from '../booking-schema-today.ts';
import { requestHash } from '../idempotency-claim.ts';
import { type RateLimitSettings, rateLimitFor } from '../middleware/rate-limit.ts';
import { readBody } from '../middleware/request-body.ts';
import { storageForm } from '../storage-form.ts';

export interface FormPostDependencies {
  readonly submitBooking: SubmitBooking;
  readonly submitContactRequest: SubmitContactRequest;
  /** Where a confirmation page finds the reply a post was stored with. */
  readonly idempotency: IdempotencyStore;
  readonly clock: Clock;
  /** The business's calendar: the posted dates obey it as the API's do (decision 0166). */
  readonly calendars: BusinessCalendarSource;
  readonly pages: AnswerPages;
  readonly hitCounter: HitCounter;
  readonly rateLimit: RateLimitSettings;
}

type FormValues = Record<string, string | boolean>;

/** A natively posted booking whose dates have a full day: the notice's title and the field's word. */
export const datesUnavailableTitle = 'Those dates are booked';
export const datesUnavailableFieldMessage = 'Please choose other dates';

interface FormPostSpec<Values extends FormValues, Valid> {
  readonly form: FormName;
  /** The idempotency scope: the API route's, so a key means one submission on either path. */
  readonly scope: string;
  readonly empty: Values;
  readonly validate: (
    values: Values,
  ) =>
    | v.SafeParseResult<v.GenericSchema<unknown, Valid>>
    | Promise<v.SafeParseResult<v.GenericSchema<unknown, Valid>>>;
  readonly execute: (request: Valid, claim: IdempotencyClaim) => Promise<SubmissionOutcome>;
  readonly failure: Notice;
}

/** Keys the server writes into its pages are v4 UUIDs; a post without one gets a fresh key. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function postedKey(body: Record<string, unknown>): string | undefined {
  const key = Object.hasOwn(body, formKeyField) ? body[formKeyField] : undefined;
  return typeof key === 'string' && keyPattern.test(key) ? key : undefined;
}

function postedBody(req: Request): Record<string, string | string[]> {
  const body: unknown = req.body;
  return body && typeof body === 'object' ? (body as Record<string, string | string[]>) : {};
}

function formPost<Values extends FormValues, Valid>(
  spec: FormPostSpec<Values, Valid>,
  pages: AnswerPages,
): RequestHandler {
  const { path, confirmationPath } = formPosts[spec.form];

  async function answer(
    res: Response,
    status: number,
    answered: {
      values: Values;
      errors: FieldErrors;
      notice: Notice;
      key: string;
    },
  ): Promise<void> {
    const page = await pages.render(path, { [formStateKey(spec.form)]: answered });
    sendAnswerPage(res, status, page);
  }

  return async (req, res) => {
    const body = postedBody(req);
    const values = postedFormValues(spec.empty, body);
    const key = postedKey(body) ?? randomUUID();
    const result = await spec.validate(storageForm(values) as Values);
    if (!result.success) {
      await answer(res, 422, {
        values,
        errors: fieldErrors(result.issues),
        notice: formPostNotices.invalid,
        key,
      });
      return;
    }
    const claim = { scope: spec.scope, key, requestHash: requestHash(result.output) };
    let outcome: SubmissionOutcome;
    try {
      outcome = await spec.execute(result.output, claim);
    } catch (error) {
      if (error instanceof DatesUnavailableError) {
        // The same sentence as the API's 409, every value kept; the key was not recorded (the
        // transaction rolled back), so the form sent again with other dates may reuse it.
        await answer(res, 409, {
          values,
          errors: { deliveryDate: datesUnavailableFieldMessage },
          notice: { title: datesUnavailableTitle, description: error.answer.message },
          key,
        });
        return;
      }
      if (error instanceof StorageUnavailableError) req.log?.warn({ err: error }, 'database unavailable');
      else req.log?.error({ err: error }, 'unexpected error');
      const status = error instanceof StorageUnavailableError ? 503 : 500;
      await answer(res, status, { values, errors: {}, notice: spec.failure, key });
      return;
    }
    switch (outcome.kind) {
      case 'created':
      case 'replayed': {
        // Post/Redirect/Get: a reload of the confirmation never posts again. The fragment is the
        // page's main content: without one, the browser would keep the post's (#contact).
        const query = spec.form === 'booking' ? `?${confirmationKeyParam}=${encodeURIComponent(key)}` : '';
        res.redirect(303, `${confirmationPath}${query}#main`);
        return;
      }
      case 'key_reused':
        // The page's key was used for other details (sent, then edited after going back): the
        // form again with a fresh key, so sending it once more is a new submission.
        await answer(res, 409, { values, errors: {}, notice: formPostNotices.keyReused, key: randomUUID() });
        return;
      default:
        // An outcome this page does not know yet fails visibly, with every value kept.
        await answer(res, 500, { values, errors: {}, notice: spec.failure, key });
    }
  };
}

/** The form again, every value kept, with a notice: the limiter runs after the body is read. */
async function answerWithForm(
  req: Request,
  res: Response,
  page: { form: FormName; empty: FormValues; pages: AnswerPages; status: number; notice: Notice },
): Promise<void> {
  const body = postedBody(req);
  const rendered = await page.pages.render(formPosts[page.form].path, {
    [formStateKey(page.form)]: {
      values: postedFormValues(page.empty, body),
      errors: {},
      notice: page.notice,
      key: postedKey(body) ?? randomUUID(),
    },
  });
  sendAnswerPage(res, page.status, rendered);
}

/** The form again with the rate limit's notice. */
function rateLimitedPage(form: FormName, empty: FormValues, pages: AnswerPages): RequestHandler {
  return (req, res) =>
    answerWithForm(req, res, { form, empty, pages, status: 429, notice: formPostNotices.rateLimited });
}

/**
 * The form again with its failure notice (503) when the limiter cannot count because the database
 * is out of reach: the same page the submission's own outage gets.
 */
function unavailablePage(
  form: FormName,
  empty: FormValues,
  pages: AnswerPages,
  notice: Notice,
): ErrorRequestHandler {
  return (error, req, res) => {
    req.log?.warn({ err: error }, 'database unavailable');
    return answerWithForm(req, res, { form, empty, pages, status: 503, notice });
  };
}

/** GET /book/confirmed?key=...: the receipt stored under the post's key, or a 404 page. */
function bookingConfirmation(idempotency: IdempotencyStore, pages: AnswerPages): RequestHandler {
  const { confirmationPath } = formPosts.booking;
  return async (req, res) => {
    const key = req.query[confirmationKeyParam];
    // Only keys the server issues are looked up: a guessable key of an API client never is.
    const record =
      typeof key === 'string' && keyPattern.test(key) ? await idempotency.find('bookings', key) : undefined;
    const receipt = record?.reply.body;
    const state = receipt ? { [bookingConfirmationStateKey]: receipt } : {};
    sendAnswerPage(res, receipt ? 200 : 404, await pages.render(confirmationPath, state));
  };
}

export function formPostRoutes(deps: FormPostDependencies): Router {
  const router = Router();
  const bookingSchema = bookingSchemaToday(deps.clock, deps.calendars);
  const emptyBooking = undatedBookingForm();
  const booking = formPost(
    {
      form: 'booking',
      scope: 'bookings',
      empty: emptyBooking,
      validate: async (values) => v.safeParse(await bookingSchema(), bookingFormPayload(values)),
      execute: (request, claim) => deps.submitBooking.execute(request, claim),
      failure: submissionNotices.booking.failure,
    },
    deps.pages,
  );
  const contact = formPost<typeof emptyContactForm, ContactRequest>(
    {
      form: 'contact',
      scope: 'contact',
      empty: emptyContactForm,
      validate: (values) => v.safeParse(contactSchema, values),
      execute: (request, claim) => deps.submitContactRequest.execute(request, claim),
      failure: submissionNotices.contact.failure,
    },
    deps.pages,
  );
  const limited = (form: FormName, scope: string, empty: FormValues) =>
    rateLimitFor(
      scope,
      deps.hitCounter,
      deps.rateLimit,
      rateLimitedPage(form, empty, deps.pages),
      unavailablePage(form, empty, deps.pages, submissionNotices[form].failure),
    );

  router.post(
    formPosts.booking.path,
    readBody([formBody]),
    limited('booking', 'bookings', emptyBooking),
    booking,
  );
  router.post(
    formPosts.contact.path,
    readBody([formBody]),
    limited('contact', 'contact', emptyContactForm),
    contact,
  );
  router.get(formPosts.booking.confirmationPath, bookingConfirmation(deps.idempotency, deps.pages));
  return router;
}
