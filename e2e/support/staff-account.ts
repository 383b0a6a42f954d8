// The back office journeys sign in as a staff member. There is no default account (issue 14), so
// run.ts creates this one with `npm run users -- add` on the pass's fresh database before the
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

const root = path.resolve(import.meta.dirname, '../..');

/** Creates the journeys' staff account in the database `env` points at (DATA_DIR or DATABASE_URL). */
export function createStaffAccount(env: Record<string, string>): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'backend/src/users-cli.ts'),
      'add',
      '--email',
      e2eStaff.email,
      '--name',
      e2eStaff.name,
      '--role',
      e2eStaff.role,
    ],
    { cwd: root, env: { ...process.env, ...env }, input: `${e2eStaff.password}\n`, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(
      `Could not create the e2e staff account: ${result.stderr || result.stdout || result.error}`,
    );
}
