// Every operation of the HTTP API, group by group: a route group that is mounted in create-app.ts
// adds its `*-operations.ts` here (openapi-document.test.ts fails on a mounted route missing).
import { adminOperations } from '../routes/admin-operations.ts';
import { availabilityOperations } from '../routes/availability-operations.ts';
import { bookingOperations } from '../routes/bookings-operations.ts';
import { contactOperations } from '../routes/contact-operations.ts';
import { healthOperations } from '../routes/health-operations.ts';
import { myBookingOperations } from '../routes/my-booking-operations.ts';
import { openApiOperations } from '../routes/openapi-operations.ts';
import type { ApiOperation } from './api-operation.ts';

export const apiOperations: readonly ApiOperation[] = [
  ...adminOperations,
  ...availabilityOperations,
  ...bookingOperations,
  ...contactOperations,
  ...healthOperations,
  ...myBookingOperations,
  ...openApiOperations,
];
