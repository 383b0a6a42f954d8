// The back office journeys sign in as a staff member, and the owner's pages (users, fleet) as an
// owner. There is no default account (decision 0075), so run.ts creates both with `npm run users --
// add` on the pass's fresh database before the server starts (embedded PGlite allows one process
// at a time), the password on standard input as an operator would pipe it.
import { addStaffAccount } from '../../backend/src/test-support/users-command.ts';

export interface E2eAccount {
  readonly email: string;
  readonly name: string;
  readonly role: 'staff' | 'owner' | 'driver';
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

/** A driver (decision 0185), for the dispatch journey: the board assigns stops to this account. */
export const e2eDriver: E2eAccount = {
  email: 'e2e-driver@example.com',
  name: 'Dee Driver',
  role: 'driver',
  password: 'arlington-hook-lift-e2e-5183',
};

/** Creates the journeys' staff, owner and driver accounts. */
export function createStaffAccount(env: Record<string, string>): void {
  addStaffAccount(env, e2eStaff);
  addStaffAccount(env, e2eOwner);
  addStaffAccount(env, e2eDriver);
}
