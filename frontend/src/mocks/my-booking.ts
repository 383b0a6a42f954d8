// The mock API's customer booking page (decision 0093): one demo booking opened by any token except
// those starting with 'invalid' (the "link not valid" answer), changed with the domain's own
// decisions as the server changes it, so QA can use /my-booking/<anything> with
// `npm run dev:mock`. No fleet check here: the availability mock covers the 409 with dates.
import {
  addDays,
  business,
  businessDateAt,
  cancellationRequestSchema,
  createRescheduleRequestSchema,
  decideCustomerCancellation,
  decideExtension,
  decideReschedule,
  extensionRequestSchema,
  friendlyFieldErrors,
  type MyBookingView,
  myBookingView,
  type SelfServiceRefusal,
} from '@dumpster/domain';
import { linkNotValidMessage } from '@dumpster/domain/api';
import { type SampleBooking, sampleBooking } from '@dumpster/domain/samples';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { requestId, validationFailed } from './api-answers.ts';

function demoBooking(): SampleBooking {
  const deliveryDate = addDays(businessDateAt(new Date()), 5);
  return sampleBooking({ deliveryDate, pickupDate: addDays(deliveryDate, 10) });
}

let booking: SampleBooking | undefined;

/** Back to a fresh demo booking (tests). */
export function resetMockMyBooking(): void {
  booking = undefined;
}

function opens(request: Request): boolean {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return Boolean(token && !token.startsWith('invalid'));
}

const linkNotValid = () =>
  HttpResponse.json(
    {
      error: 'not_found',
      message: linkNotValidMessage,
      requestId: requestId(),
    },
    { status: 404 },
  );

function refused(refusal: SelfServiceRefusal) {
  if (refusal.refusal === 'invalid_dates' || refusal.refusal === 'invalid_reason')
    return validationFailed({ ...(refusal.fields ?? {}) });
  return HttpResponse.json(
    { error: 'change_refused', message: refusal.message, phone: business.phoneE164, requestId: requestId() },
    { status: 409 },
  );
}

const view = (current: SampleBooking): MyBookingView => myBookingView(current, new Date());

export function myBookingHandlers() {
  return [
    http.get('*/api/my-booking', ({ request }) => {
      if (!opens(request)) return linkNotValid();
      booking ??= demoBooking();
      return HttpResponse.json(view(booking));
    }),
    http.post('*/api/my-booking/:action', async ({ request, params }) => {
      if (!opens(request)) return linkNotValid();
      booking ??= demoBooking();
      const now = new Date();
      const body = (await request.json().catch(() => ({}))) as unknown;
      if (params.action === 'extend') {
        const parsed = v.safeParse(extensionRequestSchema, body);
        if (!parsed.success) return validationFailed(friendlyFieldErrors(parsed.issues));
        const decision = decideExtension(booking, parsed.output, { now });
        if (!decision.ok) return refused(decision);
        booking = { ...booking, pickupDate: decision.pickupDate, quote: decision.quote };
      } else if (params.action === 'reschedule') {
        const parsed = v.safeParse(createRescheduleRequestSchema({ today: businessDateAt(now) }), body);
        if (!parsed.success) return validationFailed(friendlyFieldErrors(parsed.issues));
        const decision = decideReschedule(booking, parsed.output, { now });
        if (!decision.ok) return refused(decision);
        booking = { ...booking, ...parsed.output, quote: decision.quote };
      } else {
        const parsed = v.safeParse(cancellationRequestSchema, body);
        if (!parsed.success) return validationFailed(friendlyFieldErrors(parsed.issues));
        const decision = decideCustomerCancellation(booking, parsed.output, { now });
        if (!decision.ok) return refused(decision);
        booking = { ...booking, status: 'cancelled' };
      }
      return HttpResponse.json(view(booking));
    }),
  ];
}
