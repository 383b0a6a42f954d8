// Disabling a back-office account (docs/decisions/0075, 0079): never one's own, never the last
// active owner; the account, the end of its sessions and the audit line are one transaction.
// Disabling a disabled account changes nothing. Disabling an owner first locks the owners' rows,
// so two owners disabling each other at once take turns and the second sees the first's change
// (decision 0163).
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import {
  type AccountOutcome,
  type AccountTarget,
  findTarget,
  refusalMessages,
  signOutEverywhere,
} from './account-rules.ts';

export class DisableStaffAccount {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(actor: Actor, target: AccountTarget): Promise<AccountOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, sessions, audit }) => {
      let user = await findTarget(users, target);
      if (user?.role === 'owner') {
        await users.lockOwners();
        user = await findTarget(users, target);
      }
      if (!user) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found } as const;
      if (actor.kind === 'staff' && actor.userId === user.id)
        return { ok: false, refusal: 'self', message: refusalMessages.self } as const;
      if (user.disabledAt) return { ok: true, user } as const;
      if (user.role === 'owner' && (await users.countActiveOwners()) <= 1)
        return { ok: false, refusal: 'last_owner', message: refusalMessages.last_owner } as const;
      await users.disable(user.id, now);
      await signOutEverywhere({ sessions, audit }, { actor, user, action: 'user_disabled', now });
      return { ok: true, user: { ...user, disabledAt: now } } as const;
    });
  }
}
