// The dispatch board, containers and trucks (decisions 0180-0185): one call of the use case each
// and the mapping of its outcome.
import type { adminDispatchApi } from '@dumpster/domain/api';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminDispatchHandlers(deps: AdminDependencies): HandlersOf<typeof adminDispatchApi> {
  const { dispatch } = deps;
  const containers = async () => ({ status: 200, body: await dispatch.containers.list.execute() }) as const;
  const trucks = async () => ({ items: await dispatch.trucks.list.execute() });
  return {
    adminDispatchBoard: async ({ query }) => ({
      status: 200,
      body: await dispatch.board.execute(query.date),
    }),
    adminAssignStop: async ({ body }, { session }) => {
      const outcome = await dispatch.assign.execute(body, staffActor(session.user));
      if (outcome.ok) return { status: 200, body: outcome.board };
      if (outcome.refusal === 'invalid') return invalid({ [outcome.field]: outcome.message });
      return problem(409, 'conflict', outcome.message, { [outcome.field]: outcome.message });
    },
    adminOrderRoute: async ({ body }, { session }) => {
      const outcome = await dispatch.order.execute(body, staffActor(session.user));
      if (outcome.ok) return { status: 200, body: outcome.board };
      return problem(409, 'conflict', outcome.message);
    },
    adminListContainers: containers,
    adminAddContainer: async ({ body }, { session }) => {
      const outcome = await dispatch.containers.add.execute(body, staffActor(session.user));
      if (!outcome.ok) return problem(409, 'conflict', outcome.message, { number: outcome.message });
      return { status: 201, body: await dispatch.containers.list.execute() };
    },
    adminChangeContainerCondition: async ({ params, body }, { session }) => {
      const outcome = await dispatch.containers.condition.execute(
        params.id,
        body.condition,
        staffActor(session.user),
      );
      if (outcome.ok) return containers();
      if (outcome.refusal === 'not_found') return problem(404, 'not_found', 'No such container.');
      return problem(409, 'conflict', outcome.message);
    },
    adminPlaceContainer: async ({ params, body }, { session }) => {
      const outcome = await dispatch.containers.place.execute(
        params.id,
        body.bookingId,
        staffActor(session.user),
      );
      if (outcome.ok) return containers();
      if (outcome.refusal === 'not_found') return problem(404, 'not_found', 'No such container.');
      return problem(409, 'conflict', outcome.message);
    },
    adminListTrucks: async () => ({ status: 200, body: await trucks() }),
    adminAddTruck: async ({ body }, { session }) => {
      const outcome = await dispatch.trucks.save.execute(body, staffActor(session.user));
      if (outcome.ok) return { status: 201, body: await trucks() };
      if (outcome.refusal === 'name_taken')
        return problem(409, 'conflict', outcome.message, { name: outcome.message });
      return problem(409, 'conflict', 'No such truck.');
    },
    adminChangeTruck: async ({ params, body }, { session }) => {
      const outcome = await dispatch.trucks.save.execute(body, staffActor(session.user), params.id);
      if (outcome.ok) return { status: 200, body: await trucks() };
      if (outcome.refusal === 'not_found') return problem(404, 'not_found', 'No such truck.');
      return problem(409, 'conflict', outcome.message, { name: outcome.message });
    },
  };
}
