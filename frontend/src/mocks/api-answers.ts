// The error bodies of the real API (backend/src/adapters/http/api-error.ts), one shape for all.
import { errorMessages } from '@dumpster/domain/api';
import { HttpResponse } from 'msw';

let requestCounter = 0;

export function requestId(): string {
  requestCounter += 1;
  return `mock-${requestCounter}`;
}

export function validationFailed(fields: Record<string, string>) {
  return HttpResponse.json(
    {
      error: 'validation_failed',
      message: errorMessages.validation_failed,
      requestId: requestId(),
      fields,
    },
    { status: 400 },
  );
}

export function internalError() {
  return HttpResponse.json(
    {
      error: 'internal_error',
      message: errorMessages.internal_error,
      requestId: requestId(),
    },
    { status: 500 },
  );
}

export function keyReused() {
  return HttpResponse.json(
    {
      error: 'idempotency_key_reused',
      message: errorMessages.idempotency_key_reused,
      requestId: requestId(),
    },
    { status: 422 },
  );
}

let idCounter = 0;

/** A UUID-shaped id that is unique within this mock session. */
export function mockId(): string {
  idCounter += 1;
  return `00000000-0000-4000-8000-${String(idCounter).padStart(12, '0')}`;
}

/** A booking reference in the real format (domain: booking-reference.ts), counted like the ids. */
export function mockBookingReference(): string {
  return `CH-TEST-${String(idCounter).padStart(4, '0')}`;
}
