// Adding, disabling and resetting back office accounts: from the `npm run users` command (the
// first owner, a forgotten password) and from an owner's screen. Each change and its audit line
// are one transaction; disabling or resetting ends the user's sessions in the same one.
import { passwordMaxLength, passwordMessages, passwordMinLength, type StaffRole } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { CommonPasswords, PasswordHasher } from '../ports/password-hasher.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import type { StaffUserRecord } from '../staff-user.ts';

export type AccountRefusal =
  | { readonly ok: false; readonly refusal: 'weak_password'; readonly message: string }
  | {
      readonly ok: false;
      readonly refusal: 'email_taken' | 'not_found' | 'last_owner' | 'self';
      readonly message: string;
    };

export type AccountOutcome = { readonly ok: true; readonly user: StaffUserRecord } | AccountRefusal;

const refusalMessages = {
  email_taken: 'An account with this email already exists',
  not_found: 'There is no such account',
  last_owner: 'The last active owner cannot be disabled',
  self: 'You cannot disable your own account',
} as const;

export class StaffAccounts {
  private readonly unitOfWork: UnitOfWork;
  private readonly hasher: PasswordHasher;
  private readonly commonPasswords: CommonPasswords;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(
    unitOfWork: UnitOfWork,
    hasher: PasswordHasher,
    commonPasswords: CommonPasswords,
    clock: Clock,
    ids: IdGenerator,
  ) {
    this.unitOfWork = unitOfWork;
    this.hasher = hasher;
    this.commonPasswords = commonPasswords;
    this.clock = clock;
    this.ids = ids;
  }

  /** Why this password may not be used, or undefined. */
  passwordProblem(password: string): string | undefined {
    if ([...password].length < passwordMinLength) return passwordMessages.tooShort;
    if ([...password].length > passwordMaxLength) return passwordMessages.tooLong;
    if (this.commonPasswords.isCommon(password)) return passwordMessages.common;
    return undefined;
  }

  async add(
    actor: Actor,
    input: { email: string; name: string; role: StaffRole; password: string },
  ): Promise<AccountOutcome> {
    const problem = this.passwordProblem(input.password);
    if (problem) return { ok: false, refusal: 'weak_password', message: problem };
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    const user: StaffUserRecord = {
      id: this.ids.next(),
      email: input.email.trim(),
      name: input.name.trim(),
      role: input.role,
      passwordHash,
      createdAt: now,
      disabledAt: null,
    };
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      if (await users.findByEmail(user.email))
        return { ok: false, refusal: 'email_taken', message: refusalMessages.email_taken } as const;
      await users.add(user);
      await audit.append({
        occurredAt: now,
        actor,
        action: 'user_added',
        subject: { type: 'user', id: user.id },
        details: { email: user.email, name: user.name, role: user.role },
      });
      return { ok: true, user } as const;
    });
  }

  async disable(actor: Actor, target: { id?: string; email?: string }): Promise<AccountOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, sessions, audit }) => {
      const user = await findTarget(users, target);
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

  async resetPassword(
    actor: Actor,
    target: { id?: string; email?: string },
    password: string,
  ): Promise<AccountOutcome> {
    const problem = this.passwordProblem(password);
    if (problem) return { ok: false, refusal: 'weak_password', message: problem };
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ users, sessions, audit }) => {
      const user = await findTarget(users, target);
      if (!user) return { ok: false, refusal: 'not_found', message: refusalMessages.not_found } as const;
      await users.setPasswordHash(user.id, passwordHash, now);
      // Whoever knew the old password is signed out everywhere.
      await signOutEverywhere({ sessions, audit }, { actor, user, action: 'password_reset', now });
      return { ok: true, user: { ...user, passwordHash } } as const;
    });
  }

  list(): Promise<StaffUserRecord[]> {
    return this.unitOfWork.transaction(({ users }) => users.list());
  }
}

/** After disabling or a reset: every session of the user ends, and the audit trail says who did it. */
async function signOutEverywhere(
  { sessions, audit }: Pick<TransactionRepositories, 'sessions' | 'audit'>,
  change: {
    readonly actor: Actor;
    readonly user: StaffUserRecord;
    readonly action: 'user_disabled' | 'password_reset';
    readonly now: Date;
  },
): Promise<void> {
  await sessions.deleteForUser(change.user.id);
  await audit.append({
    occurredAt: change.now,
    actor: change.actor,
    action: change.action,
    subject: { type: 'user', id: change.user.id },
    details: { email: change.user.email },
  });
}

function findTarget(
  users: {
    findById(id: string): Promise<StaffUserRecord | undefined>;
    findByEmail(e: string): Promise<StaffUserRecord | undefined>;
  },
  target: { id?: string; email?: string },
) {
  if (target.id !== undefined) return users.findById(target.id);
  if (target.email !== undefined) return users.findByEmail(target.email);
  return Promise.resolve(undefined);
}
