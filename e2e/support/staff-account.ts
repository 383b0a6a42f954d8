// The back office journeys sign in as a staff member (and, for the fleet, an owner). There is no
// default account (issue 14), so run.ts creates these with `npm run users -- add` on the pass's fresh database before the
// server starts (embedded PGlite allows one process at a time), the password on standard input
// as an operator would pipe it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const e2eStaff = {
  email: 'e2e-dispatcher@example.com',
  name: 'Dana Dispatcher',
  role: 'staff',
  // Long, and on no common-password list.
  password: 'riverside-roll-off-e2e-7391',
} as const;

/** The fleet page is for owners only. */
export const e2eOwner = {
  email: 'e2e-owner@example.com',
  name: 'Owen Owner',
  role: 'owner',
  password: 'st-johns-bluff-fleet-e2e-5820',
} as const;

const root = path.resolve(import.meta.dirname, '../..');

/** Creates the journeys' accounts in the database `env` points at (DATA_DIR or DATABASE_URL). */
export function createStaffAccount(env: Record<string, string>): void {
  for (const account of [e2eStaff, e2eOwner]) addAccount(account, env);
}

function addAccount(account: typeof e2eStaff | typeof e2eOwner, env: Record<string, string>): void {
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
