// Setting a new password for an account (docs/decisions/0075), from `npm run users` (a forgotten
// password) or an owner's screen: the password must pass the rule; whoever knew the old one is
// signed out everywhere, in the same transaction as the new hash and the audit line.
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { CommonPasswords, PasswordHasher } from '../ports/password-hasher.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import {
  type AccountOutcome,
  type AccountTarget,
  findTarget,
  refusalMessages,
  signOutEverywhere,
  weakPassword,
} from './account-rules.ts';

export class ResetStaffPassword {
  private readonly unitOfWork: UnitOfWork;
  private readonly hasher: PasswordHasher;
  private readonly commonPasswords: CommonPasswords;
  private readonly clock: Clock;

  constructor(
    unitOfWork: UnitOfWork,
    hasher: PasswordHasher,
    commonPasswords: CommonPasswords,
    clock: Clock,
  ) {
    this.unitOfWork = unitOfWork;
    this.hasher = hasher;
    this.commonPasswords = commonPasswords;
    this.clock = clock;
  }

  async execute(actor: Actor, target: AccountTarget, password: string): Promise<AccountOutcome> {
    // The account first: its own e-mail and name are words the password may not be made of.
    const account = await this.unitOfWork.transaction(({ users }) => findTarget(users, target));
    if (!account) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found };
    const weak = weakPassword(this.commonPasswords, password, account);
    if (weak) return weak;
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, sessions, audit }) => {
      const user = await findTarget(users, target);
      if (!user) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found } as const;
      await users.setPasswordHash(user.id, passwordHash, now);
      await signOutEverywhere({ sessions, audit }, { actor, user, action: 'password_reset', now });
      return {
        ok: true,
        user: { ...user, passwordHash, passwordVersion: user.passwordVersion + 1 },
      } as const;
    });
  }
}
