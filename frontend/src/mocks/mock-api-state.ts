// What the mock API has received and stored, so tests can assert on the requests that reached
// "the server" (headers included) and QA can see that a retry did not book twice.
import { defaultFleet, type Fleet } from '@dumpster/domain';
import { resetMockCalendar } from './calendar.ts';
import { IdempotencyStore } from './idempotency-store.ts';
import { resetMockMyBooking } from './my-booking.ts';

export interface ReceivedRequest {
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly body: unknown;
}

export const mockApiState = {
  received: [] as ReceivedRequest[],
  bookings: [] as { id: string; body: unknown }[],
  contactRequests: [] as { id: string; body: unknown }[],
  idempotency: new IdempotencyStore(),
  /** Units per size the mock's calendar judges against (the server's FLEET default). */
  fleet: { ...defaultFleet } as Record<keyof Fleet, number>,
};

export function resetMockApiState(): void {
  mockApiState.received.length = 0;
  mockApiState.bookings.length = 0;
  mockApiState.contactRequests.length = 0;
  mockApiState.idempotency.clear();
  mockApiState.fleet = { ...defaultFleet };
  resetMockMyBooking();
  resetMockCalendar();
}

export function receivedOn(path: string): ReceivedRequest[] {
  return mockApiState.received.filter((request) => request.path === path);
}
