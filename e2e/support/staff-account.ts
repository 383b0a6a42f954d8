// The back office journeys sign in as a staff member, and the owner's pages (users, fleet) as an
// owner. There is no default account (issue 14), so run.ts creates both with `npm run users --
// add` on the pass's fresh database before the server starts (embedded PGlite allows one process
// at a time), the password on standard input as an operator would pipe it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

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

const root = path.resolve(import.meta.dirname, '../..');

/** Creates one account in the database `env` points at (DATA_DIR or DATABASE_URL). */
function createAccount(env: Record<string, string>, account: E2eAccount): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'backend/src/users-cli.ts'),
      'add',
      '--email',
      account.email,
      '--name',
      account.name,
      '--role',
      account.role,
    ],
    { cwd: root, env: { ...process.env, ...env }, input: `${account.password}\n`, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(
      `Could not create the e2e ${account.role} account: ${result.stderr || result.stdout || result.error}`,
    );
}

/** Creates the journeys' staff and owner accounts. */
export function createStaffAccount(env: Record<string, string>): void {
  createAccount(env, e2eStaff);
  createAccount(env, e2eOwner);
}
