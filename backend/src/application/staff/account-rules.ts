// What the account use cases share (docs/decisions/0075): their outcomes and messages, the
// password rule, how a target account is named (by id from the owner's screen, by e-mail from
// `npm run users`), and the sign-out everywhere that disabling and resetting both do.
import { type PasswordContext, passwordMessages, passwordProblemInContext } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { CommonPasswords } from '../ports/password-hasher.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';
import type { StaffUserRecord } from '../staff-user.ts';

export type AccountRefusal =
  | { readonly ok: false; readonly refusal: 'weak_password'; readonly message: string }
  | {
      readonly ok: false;
      readonly refusal: 'email_taken' | 'not_found' | 'last_owner' | 'self' | 'not_confirmed';
      readonly message: string;
    };

export type AccountOutcome = { readonly ok: true; readonly user: StaffUserRecord } | AccountRefusal;

export const refusalMessages = {
  email_taken: 'An account with this email already exists',
  not_found: 'There is no such account',
  last_owner: 'The last active owner cannot be disabled',
  self: 'You cannot disable your own account',
  not_confirmed: 'Your own password is not correct',
} as const;

/** An account named by its id or its e-mail. */
export interface AccountTarget {
  readonly id?: string;
  readonly email?: string;
}

/** Why this password may not be used for this account, or undefined (decision 0164). */
export function passwordProblem(
  commonPasswords: CommonPasswords,
  password: string,
  account: PasswordContext,
): string | undefined {
  const problem = passwordProblemInContext(password, account);
  if (problem) return problem;
  if (commonPasswords.isCommon(password)) return passwordMessages.common;
  return undefined;
}

/** The refusal of a password that may not be used for this account, or undefined. */
export function weakPassword(
  commonPasswords: CommonPasswords,
  password: string,
  account: PasswordContext,
): AccountRefusal | undefined {
  const problem = passwordProblem(commonPasswords, password, account);
  return problem ? { ok: false, refusal: 'weak_password', message: problem } : undefined;
}

export function findTarget(
  users: Pick<TransactionRepositories['users'], 'findById' | 'findByEmail'>,
  target: AccountTarget,
): Promise<StaffUserRecord | undefined> {
  if (target.id !== undefined) return users.findById(target.id);
  if (target.email !== undefined) return users.findByEmail(target.email);
  return Promise.resolve(undefined);
}

/** After disabling or a reset: every session of the user ends, and the audit trail says who did it. */
export async function signOutEverywhere(
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
