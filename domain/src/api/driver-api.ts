// The driver's phone (decision 0185): a driver's own stops of today, nothing else. Signed in as
// staff are (the same session rules), with the driver role; every back-office route refuses it.
import { driverStopsSchema } from '../dispatch/driver-stop.ts';
import { access, declareRoute } from './route-declaration.ts';

export const driverApiBase = '/api/driver';

export const driverStops = declareRoute({
  name: 'driverStops',
  method: 'get',
  path: `${driverApiBase}/stops`,
  access: access.signedIn('driver'),
  tag: 'Driver',
  summary: 'The signed-in driver’s stops of today (Florida), in route order; never a price',
  answers: { 200: { description: 'Today’s route.', body: driverStopsSchema } },
});

export const driverApi = [driverStops] as const;
