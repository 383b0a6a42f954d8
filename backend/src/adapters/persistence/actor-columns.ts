import type { Actor } from '../../application/actor.ts';

/** How an actor is stored beside what they did: kind, and for staff their id and name then. */
export function actorColumns(actor: Actor) {
  return {
    actorKind: actor.kind,
    actorUserId: actor.kind === 'staff' ? actor.userId : null,
    actorName: actor.kind === 'staff' ? actor.name : null,
  };
}
