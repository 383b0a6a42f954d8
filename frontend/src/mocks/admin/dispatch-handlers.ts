// The mock's dispatch (decisions 0180-0185): the board of a day made by the domain's own rules
// (deriveDayStops, boardStopOf, orderBoard) from the mock's bookings and assignments, assigning and
// ordering with the server's checks, the containers and trucks for owners, and a driver's stops.
import {
  addContainerRequestSchema,
  type BoardStop,
  boardStopOf,
  businessDateAt,
  type ContainerView,
  conditionChangeAllowed,
  containerConditionRequestSchema,
  containerLocationRequestSchema,
  containerMessages,
  type DispatchBoard,
  daysThere,
  deriveDayStops,
  dispatchBoardQuerySchema,
  dispatchMessages,
  driverRoute,
  isOutPastPickup,
  noAssignment,
  orderBoard,
  routeOrderRequestSchema,
  stopAssignmentRequestSchema,
  truckCarries,
  truckMessages,
  truckRequestSchema,
} from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

function stopsOf(date: string) {
  return deriveDayStops(
    data().bookings.map((b) => ({
      bookingId: b.id,
      reference: b.reference,
      name: b.name,
      phone: b.phone,
      address: b.address,
      city: b.city,
      zipCode: b.zipCode,
      dumpsterSize: b.dumpsterSize,
      specialInstructions: b.specialInstructions,
      status: b.status,
      deliveryDate: b.deliveryDate,
      pickupDate: b.pickupDate,
    })),
    date,
  );
}

function boardOf(date: string): DispatchBoard {
  const state = data();
  const drivers = state.users
    .filter((user) => user.role === 'driver' && user.disabledAt === null)
    .map((user) => ({ id: user.id, name: user.name }));
  const stops: BoardStop[] = stopsOf(date).map((stop) => {
    const [first] = stop.parts.map((part) =>
      state.assignments.find(
        (a) => a.bookingId === part.booking.bookingId && a.part === part.kind && a.date === date,
      ),
    );
    const containerId = first?.containerId ?? null;
    const number = state.containers.find((c) => c.id === containerId)?.number ?? null;
    return boardStopOf(
      stop,
      first
        ? {
            driverId: first.driverId,
            truckId: first.truckId,
            window: first.window,
            position: first.driverId ? first.position : null,
            containerId,
          }
        : noAssignment,
      number,
    );
  });
  return {
    date,
    drivers,
    trucks: state.trucks
      .filter((t) => t.inService)
      .map((t) => ({ id: t.id, name: t.name, sizes: [...t.sizes] })),
    stops: orderBoard(
      stops,
      drivers.map((d) => d.id),
    ),
  };
}

function save(date: string, stop: ReturnType<typeof stopsOf>[number], shown: BoardStop) {
  const state = data();
  for (const part of stop.parts) {
    state.assignments = state.assignments.filter(
      (a) => !(a.bookingId === part.booking.bookingId && a.part === part.kind),
    );
    state.assignments.push({
      bookingId: part.booking.bookingId,
      part: part.kind,
      date,
      driverId: shown.driverId,
      truckId: shown.truckId,
      window: shown.window,
      position: shown.position,
      containerId: shown.containerId,
    });
  }
}

function containersAnswer(): { today: string; items: ContainerView[] } {
  const state = data();
  const today = backOffice.today || businessDateAt(new Date());
  const items = state.containers
    .map((c) => {
      const booking = state.bookings.find((b) => b.id === c.bookingId);
      return {
        id: c.id,
        number: c.number,
        size: c.size,
        condition: c.condition,
        bookingId: c.bookingId,
        bookingReference: booking?.reference ?? null,
        address: booking ? `${booking.address}, ${booking.city}` : null,
        pickupDate: booking?.pickupDate ?? null,
        since: c.since,
        daysThere: daysThere(c, today),
        outPastPickup: isOutPastPickup(c, booking?.pickupDate ?? null, today),
      };
    })
    .sort((a, b) => Number(b.outPastPickup) - Number(a.outPastPickup));
  return { today, items };
}

function fleetFollows(size: ContainerView['size']) {
  const state = data();
  state.fleet[size] = state.containers.filter((c) => c.size === size && c.condition === 'in_service').length;
}

const noSuchContainer = () => problem(404, 'not_found', 'No such container.');

export const dispatchHandlers = [
  http.get(route('dispatch'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(
      dispatchBoardQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    return ok(boardOf(parsed.output.date));
  }),
  http.put(route('dispatchAssignment'), async ({ request }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(stopAssignmentRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const body = parsed.output;
    const board = boardOf(body.date);
    const stop = stopsOf(body.date).find((s) => s.id === body.stopId);
    const shown = board.stops.find((s) => s.id === body.stopId);
    if (!stop || !shown)
      return problem(409, 'conflict', dispatchMessages.unknownStop, {
        fields: { stopId: dispatchMessages.unknownStop },
      });
    if (body.driverId !== null && !board.drivers.some((d) => d.id === body.driverId))
      return validationFailed({ driverId: dispatchMessages.notADriver });
    const truck = body.truckId === null ? undefined : board.trucks.find((t) => t.id === body.truckId);
    if (body.truckId !== null && !truck) return validationFailed({ truckId: dispatchMessages.unknownTruck });
    if (truck && !truckCarries(truck, stop))
      return validationFailed({ truckId: dispatchMessages.truckCannotCarry });
    const position =
      body.driverId === null
        ? null
        : body.driverId === shown.driverId && shown.position !== null
          ? shown.position
          : Math.max(
              0,
              ...board.stops.filter((s) => s.driverId === body.driverId).map((s) => s.position ?? 0),
            ) + 1;
    save(body.date, stop, {
      ...shown,
      driverId: body.driverId,
      truckId: body.truckId,
      window: body.window,
      position,
      containerId: body.containerId === undefined ? shown.containerId : body.containerId,
    });
    return ok(boardOf(body.date));
  }),
  http.put(route('dispatchOrder'), async ({ request }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(routeOrderRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const body = parsed.output;
    const board = boardOf(body.date);
    const route = board.stops.filter((s) => s.driverId === body.driverId);
    if (route.length !== body.stopIds.length || !body.stopIds.every((id) => route.some((s) => s.id === id)))
      return problem(409, 'conflict', dispatchMessages.notOnRoute);
    const stops = stopsOf(body.date);
    body.stopIds.forEach((id, index) => {
      const stop = stops.find((s) => s.id === id);
      const shown = route.find((s) => s.id === id);
      if (stop && shown) save(body.date, stop, { ...shown, position: index + 1 });
    });
    return ok(boardOf(body.date));
  }),
  http.get(route('containers'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    return ok(containersAnswer());
  }),
  http.post(route('containers'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(addContainerRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { number, size } = parsed.output;
    if (data().containers.some((c) => c.number === number))
      return problem(409, 'conflict', containerMessages.numberTaken, {
        fields: { number: containerMessages.numberTaken },
      });
    data().containers.push({
      id: crypto.randomUUID(),
      number,
      size,
      condition: 'in_service',
      bookingId: null,
      since: backOffice.today,
    });
    fleetFollows(size);
    return ok(containersAnswer(), 201);
  }),
  http.put(route('containerCondition'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(containerConditionRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const container = data().containers.find((c) => c.id === params.id);
    if (!container) return noSuchContainer();
    const to = parsed.output.condition;
    if (!conditionChangeAllowed(container.condition, to))
      return problem(409, 'conflict', containerMessages.conditionChange);
    if (container.bookingId !== null && to !== 'in_service')
      return problem(409, 'conflict', containerMessages.atCustomer);
    container.condition = to;
    fleetFollows(container.size);
    return ok(containersAnswer());
  }),
  http.put(route('containerLocation'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(containerLocationRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const container = data().containers.find((c) => c.id === params.id);
    if (!container) return noSuchContainer();
    const { bookingId } = parsed.output;
    const booking = data().bookings.find((b) => b.id === bookingId);
    if (
      bookingId !== null &&
      (!booking || booking.status === 'cancelled' || container.condition !== 'in_service')
    )
      return problem(409, 'conflict', 'That booking does not exist or is cancelled');
    container.bookingId = bookingId;
    container.since = backOffice.today;
    return ok(containersAnswer());
  }),
  http.get(route('trucks'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    return ok({ items: data().trucks });
  }),
  http.post(route('trucks'), async ({ request }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(truckRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    if (data().trucks.some((t) => t.name === parsed.output.name))
      return problem(409, 'conflict', truckMessages.nameTaken, { fields: { name: truckMessages.nameTaken } });
    data().trucks.push({ id: crypto.randomUUID(), ...parsed.output });
    return ok({ items: data().trucks }, 201);
  }),
  http.put(route('truck'), async ({ request, params }) => {
    const checked = await guard(request, { change: true, owner: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(truckRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const truck = data().trucks.find((t) => t.id === params.id);
    if (!truck) return problem(404, 'not_found', 'No such truck.');
    if (data().trucks.some((t) => t.name === parsed.output.name && t.id !== truck.id))
      return problem(409, 'conflict', truckMessages.nameTaken, { fields: { name: truckMessages.nameTaken } });
    Object.assign(truck, parsed.output);
    return ok({ items: data().trucks });
  }),
  http.get('*/api/driver/stops', async ({ request }) => {
    const checked = await guard(request, { driver: true });
    if ('refusal' in checked) return checked.refusal;
    const today = backOffice.today;
    const board = boardOf(today);
    const names = new Map(board.trucks.map((t) => [t.id, t.name]));
    return ok({
      date: today,
      driverName: checked.answer.user.name,
      stops: driverRoute(board.stops, checked.answer.user.id, names),
    });
  }),
];
