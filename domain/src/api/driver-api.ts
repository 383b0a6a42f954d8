// The driver's phone (decision 0185): a driver's own stops of today, nothing else. Signed in as
// staff are (the same session rules), with the driver role; every back-office route refuses it.
import {
  deliveredRequestSchema,
  driverActionAnswerSchema,
  driverBookingParamsSchema,
  driverPhotoAnswerSchema,
  onMyWayRequestSchema,
  photoUploadQuerySchema,
  pickedUpRequestSchema,
  problemRequestSchema,
  scaleTicketRequestSchema,
} from '../dispatch/driver-actions.ts';
import { driverStopsSchema } from '../dispatch/driver-stop.ts';
import { problemSchema, problemWithFieldsSchema } from './api-errors.ts';
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

const driver = access.signedIn('driver');
const tag = 'Driver';
const changed = {
  description:
    'The office changed the stop meanwhile (moved, cancelled, reassigned, already marked) or the container does not fit: the message says what; reload the route.',
  body: problemWithFieldsSchema('conflict'),
};
const notYours = {
  description:
    'Not a stop of the signed-in driver’s route of today; a role other than driver; or a state change sent cross-site or without the session’s X-CSRF-Token.',
  body: problemSchema('forbidden', 'cross_site_refused'),
};
const actionAnswer = {
  description: 'Recorded (a replay of the same key answers the same).',
  body: driverActionAnswerSchema,
};
export const driverOnMyWay = declareRoute({
  name: 'driverOnMyWay',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/on-my-way`,
  access: driver,
  tag,
  summary: 'On my way to a stop: the customer is e-mailed (driver)',
  description:
    'Only on a stop of the signed-in driver’s route of today (else 403). Idempotency-Key: a replay e-mails once.',
  request: {
    params: driverBookingParamsSchema,
    body: onMyWayRequestSchema,
    idempotency: { scope: 'driver-on-my-way' },
  },
  answers: { 200: actionAnswer, 403: notYours, 409: changed },
});

export const driverDelivered = declareRoute({
  name: 'driverDelivered',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/delivered`,
  access: driver,
  tag,
  summary: 'Delivered: the container’s number and its placement photos (driver)',
  description:
    'The booking becomes delivered by the status rules (the actual date recorded), the container is placed at it, the history names the driver and the photos. Idempotency-Key: a replay counts once.',
  request: {
    params: driverBookingParamsSchema,
    body: deliveredRequestSchema,
    idempotency: { scope: 'driver-delivered' },
  },
  answers: { 200: actionAnswer, 403: notYours, 409: changed },
});

export const driverPickedUp = declareRoute({
  name: 'driverPickedUp',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/picked-up`,
  access: driver,
  tag,
  summary: 'Picked up: the container’s number, the scale ticket’s tons, the ticket’s photo if taken (driver)',
  description:
    'The booking becomes picked up by the status rules (its invoice draft opens), the container returns to the yard, the history names the driver. Idempotency-Key: a replay counts once.',
  request: {
    params: driverBookingParamsSchema,
    body: pickedUpRequestSchema,
    idempotency: { scope: 'driver-picked-up' },
  },
  answers: { 200: actionAnswer, 403: notYours, 409: changed },
});

export const driverScaleTicket = declareRoute({
  name: 'driverScaleTicket',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/ticket`,
  access: driver,
  tag,
  summary: 'The scale ticket’s photo, added later the same day at the landfill (driver)',
  request: {
    params: driverBookingParamsSchema,
    body: scaleTicketRequestSchema,
    idempotency: { scope: 'driver-ticket' },
  },
  answers: { 200: actionAnswer, 403: notYours, 409: changed },
});

export const driverProblem = declareRoute({
  name: 'driverProblem',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/problem`,
  access: driver,
  tag,
  summary: 'A problem at a stop: blocked access, box not ready, prohibited items (driver)',
  request: {
    params: driverBookingParamsSchema,
    body: problemRequestSchema,
    idempotency: { scope: 'driver-problem' },
  },
  answers: { 200: actionAnswer, 403: notYours, 409: changed },
});

export const driverUploadPhoto = declareRoute({
  name: 'driverUploadPhoto',
  method: 'post',
  path: `${driverApiBase}/bookings/:bookingId/photos`,
  access: driver,
  tag,
  summary: 'A photo of a stop, the image as the body (image/jpeg, png, webp, heic; driver)',
  description:
    'The raw image as the request body. Checked and re-encoded on the server (EXIF stripped, the capture time kept); an upload cut off stores nothing. Query: kind, capturedAt (the phone’s reading). Idempotency-Key: a replay answers the first photo.',
  request: {
    params: driverBookingParamsSchema,
    query: photoUploadQuerySchema,
    idempotency: { scope: 'driver-photo' },
  },
  answers: {
    201: { description: 'Stored; send its id with the action.', body: driverPhotoAnswerSchema },
    400: { description: 'Not an image, or too big.', body: problemWithFieldsSchema('validation_failed') },
    403: notYours,

    409: changed,
  },
});

export const driverApi = [
  driverStops,
  driverOnMyWay,
  driverDelivered,
  driverPickedUp,
  driverScaleTicket,
  driverProblem,
  driverUploadPhoto,
] as const;
