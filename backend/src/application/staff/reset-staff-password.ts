// Setting a new password for an account (docs/decisions/0075), from `npm run users` (a forgotten
// password) or an owner's screen: the password must pass the rule for this account; an owner
// confirms with their own password (a session left open is not enough, decision 0164); whoever
// knew the old one is signed out everywhere, and the account is e-mailed who changed it, in the
// same transaction as the new hash and the audit line.
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

  /** `actorPassword`: the acting staff member's own password; the command line needs none. */
  async execute(
    actor: Actor,
    target: AccountTarget,
    password: string,
    actorPassword?: string,
  ): Promise<AccountOutcome> {
    // The account first: its own e-mail and name are words the password may not be made of.
    const [account, acting] = await this.unitOfWork.transaction(({ users }) =>
      Promise.all([
        findTarget(users, target),
        actor.kind === 'staff' ? users.findById(actor.userId) : undefined,
      ]),
    );
    if (actor.kind === 'staff') {
      const confirmed =
        acting !== undefined &&
        actorPassword !== undefined &&
        (await this.hasher.verify(acting.passwordHash, actorPassword));
      if (!confirmed) return { ok: false, refusal: 'not_confirmed', message: refusalMessages.not_confirmed };
    }
    if (!account) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found };
    const weak = weakPassword(this.commonPasswords, password, account);
    if (weak) return weak;
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, sessions, audit, outbox }) => {
      const user = await findTarget(users, target);
      if (!user) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found } as const;
      await users.setPasswordHash(user.id, passwordHash, now);
      await signOutEverywhere({ sessions, audit }, { actor, user, action: 'password_reset', now });
      await outbox.enqueue({
        kind: 'staff-password-changed',
        account: { email: user.email, name: user.name },
        changedBy: actor.kind === 'staff' ? actor.name : undefined,
        at: now,
      });
      return {
        ok: true,
        user: { ...user, passwordHash, passwordVersion: user.passwordVersion + 1 },
      } as const;
    });
  }
}
