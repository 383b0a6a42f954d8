// The back office journeys sign in as a staff member, and the owner's pages (users, fleet) as an
// owner. There is no default account (decision 0075), so run.ts creates both with `npm run users --
// add` on the pass's fresh database before the server starts (embedded PGlite allows one process
// at a time), the password on standard input as an operator would pipe it.
import { addStaffAccount } from '../../backend/src/test-support/users-command.ts';

export interface E2eAccount {
  readonly email: string;
  readonly name: string;
  readonly role: 'staff' | 'owner';
  readonly password: string;
}

export const e2eStaff: E2eAccount = {
  email: 'e2e-dispatcher@example.com',
  name: 'Dana Dispatcher',
  role: 'staff',
  // Long, and on no common-password list.
  password: 'riverside-roll-off-e2e-7391',
};

export const e2eOwner: E2eAccount = {
  email: 'e2e-owner@example.com',
  name: 'Olive Owner',
  role: 'owner',
  password: 'southbank-container-e2e-4826',
};

/** Creates the journeys' staff and owner accounts. */
export function createStaffAccount(env: Record<string, string>): void {
  addStaffAccount(env, e2eStaff);
  addStaffAccount(env, e2eOwner);
}
