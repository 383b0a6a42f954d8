// Adding a back-office account (docs/decisions/0075), from `npm run users` (the first owner) or an
// owner's screen: the password must pass the rule, the e-mail must be free; the account and its
// audit line are one transaction.
import type { StaffRole } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { CommonPasswords, PasswordHasher } from '../ports/password-hasher.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { StaffUserRecord } from '../staff-user.ts';
import { type AccountOutcome, refusalMessages, weakPassword } from './account-rules.ts';

export interface NewAccount {
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly password: string;
}

export class AddStaffAccount {
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

  async execute(actor: Actor, input: NewAccount): Promise<AccountOutcome> {
    const weak = weakPassword(this.commonPasswords, input.password, input);
    if (weak) return weak;
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
      passwordVersion: 1,
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
}
