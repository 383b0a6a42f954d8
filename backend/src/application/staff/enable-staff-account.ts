// Enabling a disabled back-office account again (decision 0163), from `npm run users -- enable`:
// the account signs in with its password as it was; the change and its audit line are one
// transaction. Enabling an enabled account changes nothing.
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { type AccountOutcome, type AccountTarget, findTarget, refusalMessages } from './account-rules.ts';

export class EnableStaffAccount {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  execute(actor: Actor, target: AccountTarget): Promise<AccountOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      const user = await findTarget(users, target);
      if (!user) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found } as const;
      if (!user.disabledAt) return { ok: true, user } as const;
      await users.enable(user.id);
      await audit.append({
        occurredAt: now,
        actor,
        action: 'user_enabled',
        subject: { type: 'user', id: user.id },
        details: { email: user.email },
      });
      return { ok: true, user: { ...user, disabledAt: null } } as const;
    });
  }
}
