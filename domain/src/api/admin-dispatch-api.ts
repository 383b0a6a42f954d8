// The dispatch board, containers and trucks (decisions 0180-0185). Staff read the board and
// assign and order its stops; owners add, repair and retire containers and keep the trucks.
import * as v from 'valibot';
import { adminRoutes } from '../admin/admin-routes.ts';
import { containerLocationRequestSchema } from '../dispatch/container-location.ts';
import {
  addContainerRequestSchema,
  containerConditionRequestSchema,
  containersAnswerSchema,
} from '../dispatch/containers.ts';
import {
  dispatchBoardQuerySchema,
  dispatchBoardSchema,
  routeOrderRequestSchema,
  stopAssignmentRequestSchema,
} from '../dispatch/dispatch-board.ts';
import { truckRequestSchema, trucksAnswerSchema } from '../dispatch/trucks.ts';
import { problemSchema, problemWithFieldsSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Dispatch';
const staff = access.signedIn('owner', 'staff');
const owners = access.signedIn('owner');
const uuidParams = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid id')) });
const noSuchContainer = { description: 'No such container.', body: problemSchema('not_found') };

export const adminDispatchBoard = declareRoute({
  name: 'adminDispatchBoard',
  method: 'get',
  path: adminRoutes.dispatch,
  access: staff,
  tag,
  summary: 'The dispatch board of a day: every delivery, pickup and swap with its assignment (staff)',
  description: 'Query: date (YYYY-MM-DD). Each driver’s stops in route order, then the unassigned ones.',
  request: { query: dispatchBoardQuerySchema },
  answers: { 200: { description: 'The day’s board.', body: dispatchBoardSchema } },
});

export const adminAssignStop = declareRoute({
  name: 'adminAssignStop',
  method: 'put',
  path: adminRoutes.dispatchAssignment,
  access: staff,
  tag,
  summary: 'Assign one stop: driver, truck, window, container (staff; audited)',
  description:
    'A stop given to another driver goes to the end of that driver’s route. A driver that is not an active driver account, a truck out of service or too small for the stop, a container of another size: 400 naming the field.',
  request: {
    body: stopAssignmentRequestSchema,
    bodyDescription: 'The day, the stop and its assignment (null clears).',
  },
  answers: {
    200: { description: 'Assigned: the day’s board as it is now.', body: dispatchBoardSchema },
    409: {
      description:
        'The stop is no longer on that day (its booking moved or was cancelled): reload the board.',
      body: problemWithFieldsSchema('conflict'),
    },
  },
});

export const adminOrderRoute = declareRoute({
  name: 'adminOrderRoute',
  method: 'put',
  path: adminRoutes.dispatchOrder,
  access: staff,
  tag,
  summary: 'Set the order of one driver’s route (staff; audited)',
  request: {
    body: routeOrderRequestSchema,
    bodyDescription: 'The day, the driver and every stop of the route, in order.',
  },
  answers: {
    200: { description: 'Ordered: the day’s board as it is now.', body: dispatchBoardSchema },
    409: {
      description:
        'The stops named are not exactly that driver’s route of the day (changed meanwhile): reload.',
      body: problemSchema('conflict'),
    },
  },
});

export const adminListContainers = declareRoute({
  name: 'adminListContainers',
  method: 'get',
  path: adminRoutes.containers,
  access: staff,
  tag,
  summary: 'Every container: where it is, for how many days, out past its pickup date or not (staff)',
  answers: { 200: { description: 'Those out past their pickup date first.', body: containersAnswerSchema } },
});

export const adminAddContainer = declareRoute({
  name: 'adminAddContainer',
  method: 'post',
  path: adminRoutes.containers,
  access: owners,
  tag,
  summary: 'Add a container under its painted number; its size gains a unit (owners; audited)',
  request: { body: addContainerRequestSchema, bodyDescription: 'The painted number and the size.' },
  answers: {
    201: { description: 'Added: every container as it is now.', body: containersAnswerSchema },
    409: {
      description: 'The number is painted on another container.',
      body: problemWithFieldsSchema('conflict'),
    },
  },
});

export const adminChangeContainerCondition = declareRoute({
  name: 'adminChangeContainerCondition',
  method: 'put',
  path: adminRoutes.containerCondition,
  access: owners,
  tag,
  summary:
    'Send a container to repair, back into service, or retire it; its size’s units follow (owners; audited)',
  request: { params: uuidParams, body: containerConditionRequestSchema, bodyDescription: 'The condition.' },
  answers: {
    200: { description: 'Changed: every container as it is now.', body: containersAnswerSchema },
    404: noSuchContainer,
    409: {
      description: 'A retired container, or one at a customer (bring it back to the yard first).',
      body: problemSchema('conflict'),
    },
  },
});

export const adminPlaceContainer = declareRoute({
  name: 'adminPlaceContainer',
  method: 'put',
  path: adminRoutes.containerLocation,
  access: staff,
  tag,
  summary: 'Say where a container is: at a booking, or in the yard, from today (staff; audited)',
  request: {
    params: uuidParams,
    body: containerLocationRequestSchema,
    bodyDescription: 'The booking, or null for the yard.',
  },
  answers: {
    200: { description: 'Placed: every container as it is now.', body: containersAnswerSchema },
    404: noSuchContainer,
    409: {
      description: 'Not in service, or the booking does not exist or is cancelled.',
      body: problemSchema('conflict'),
    },
  },
});

export const adminListTrucks = declareRoute({
  name: 'adminListTrucks',
  method: 'get',
  path: adminRoutes.trucks,
  access: staff,
  tag,
  summary: 'The trucks and the sizes each carries (staff)',
  answers: { 200: { description: 'By name.', body: trucksAnswerSchema } },
});

export const adminAddTruck = declareRoute({
  name: 'adminAddTruck',
  method: 'post',
  path: adminRoutes.trucks,
  access: owners,
  tag,
  summary: 'Add a truck (owners; audited)',
  request: { body: truckRequestSchema, bodyDescription: 'Name, sizes it carries, in service.' },
  answers: {
    201: { description: 'Added: every truck.', body: trucksAnswerSchema },
    409: { description: 'A truck has that name already.', body: problemWithFieldsSchema('conflict') },
  },
});

export const adminChangeTruck = declareRoute({
  name: 'adminChangeTruck',
  method: 'put',
  path: adminRoutes.truck,
  access: owners,
  tag,
  summary: 'Change a truck: name, sizes, in service (owners; audited)',
  request: {
    params: uuidParams,
    body: truckRequestSchema,
    bodyDescription: 'Name, sizes it carries, in service.',
  },
  answers: {
    200: { description: 'Changed: every truck.', body: trucksAnswerSchema },
    404: { description: 'No such truck.', body: problemSchema('not_found') },
    409: { description: 'Another truck has that name.', body: problemWithFieldsSchema('conflict') },
  },
});

export const adminDispatchApi = [
  adminDispatchBoard,
  adminAssignStop,
  adminOrderRoute,
  adminListContainers,
  adminAddContainer,
  adminChangeContainerCondition,
  adminPlaceContainer,
  adminListTrucks,
  adminAddTruck,
  adminChangeTruck,
] as const;
