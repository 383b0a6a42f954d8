// `npm run users -- add` as an operator runs it, for tests and the e2e runner that need a staff
// account in a database a server process uses: the password piped on standard input.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { StaffRole } from '@dumpster/domain';
import { repoRoot } from './server-process.ts';

export interface StaffAccountToAdd {
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly password: string;
}

/** Adds the account to the database `env` points at (DATA_DIR or DATABASE_URL); throws with the command's words. */
export function addStaffAccount(env: Record<string, string>, account: StaffAccountToAdd): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'backend/src/users-cli.ts'),
      'add',
      '--email',
      account.email,
      '--name',
      account.name,
      '--role',
      account.role,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, input: `${account.password}\n`, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(
      `Could not add the ${account.role} account: ${result.stderr || result.stdout || result.error}`,
    );
}
