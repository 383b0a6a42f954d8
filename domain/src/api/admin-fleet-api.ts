// The owners' fleet page (decision 0085): units per size, changing one size, a month's occupancy.
import {
  adminFleetChangeRequestSchema,
  adminFleetSchema,
  fleetOccupancyQuerySchema,
  fleetOccupancySchema,
} from '../admin/admin-fleet.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const owners = access.signedIn('owner');

export const adminGetFleet = declareRoute({
  name: 'adminGetFleet',
  method: 'get',
  path: adminRoutes.fleet,
  access: owners,
  tag,
  summary: 'Units per size, and the days from today a size is over-committed (owners)',
  answers: { 200: { description: 'Every size, in catalogue order.', body: adminFleetSchema } },
});

export const adminChangeFleet = declareRoute({
  name: 'adminChangeFleet',
  method: 'put',
  path: adminRoutes.fleet,
  access: owners,
  tag,
  summary: 'Change how many dumpsters of one size the business has (owners; audited)',
  description:
    'Lowering below what is booked is allowed: the answer lists the days that are then over-committed. The same figure again changes nothing and writes no audit line.',
  request: { body: adminFleetChangeRequestSchema, bodyDescription: 'The size and its units (0-999).' },
  answers: { 200: { description: 'Changed: the whole fleet as it is now.', body: adminFleetSchema } },
});

export const adminFleetOccupancy = declareRoute({
  name: 'adminFleetOccupancy',
  method: 'get',
  path: adminRoutes.fleetOccupancy,
  access: owners,
  tag,
  summary: 'Booked of owned per day of a month, for one size (owners)',
  description: 'Query: size, month (YYYY-MM).',
  request: { query: fleetOccupancyQuerySchema },
  answers: { 200: { description: 'Every day of the month.', body: fleetOccupancySchema } },
});

export const adminFleetApi = [adminGetFleet, adminChangeFleet, adminFleetOccupancy] as const;
