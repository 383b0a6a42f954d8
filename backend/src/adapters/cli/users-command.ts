// `npm run users -- add --email <address> --name "<name>" --role owner|staff|driver`, `disable <email>`,
// `enable <email>`, `reset-password <email>`: the only way to create the first owner (there is no default
// account). The password is read from standard input, never from an argument (it would stay in
// the shell's history and the process list); on a terminal it is prompted for, twice, unseen.
import { parseArgs } from 'node:util';
import { isStaffRole } from '@dumpster/domain';
import type { AddStaffAccount } from '../../application/staff/add-staff-account.ts';
import type { DisableStaffAccount } from '../../application/staff/disable-staff-account.ts';
import type { EnableStaffAccount } from '../../application/staff/enable-staff-account.ts';
import type { ResetStaffPassword } from '../../application/staff/reset-staff-password.ts';

export interface CommandIo {
  /** The password: prompted on a terminal (twice, must match), else the first line of stdin. */
  readPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

export const usersUsage = `Usage:
  npm run users -- add --email <address> --name "<name>" --role owner|staff|driver
  npm run users -- disable <email>
  npm run users -- enable <email>
  npm run users -- reset-password <email>
The password is read from standard input (prompted when interactive): at least 12 characters,
not a common password.`;

const commandLine = { kind: 'system' } as const;

/** The account use cases the command runs. */
export interface UsersCommandAccounts {
  readonly add: AddStaffAccount;
  readonly disable: DisableStaffAccount;
  readonly enable: EnableStaffAccount;
  readonly resetPassword: ResetStaffPassword;
}

/** Runs one command; resolves the process's exit code. */
export async function runUsersCommand(
  args: readonly string[],
  io: CommandIo,
  accounts: UsersCommandAccounts,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'add') {
      const { values } = parseArgs({
        args: rest as string[],
        options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
        strict: true,
      });
      const { email, name, role } = values;
      if (!email || !name || !role || !isStaffRole(role)) {
        io.err(usersUsage);
        return 2;
      }
      const password = await io.readPassword();
      const outcome = await accounts.add.execute(commandLine, { email, name, role, password });
      if (!outcome.ok) {
        io.err(outcome.message);
        return 1;
      }
      io.out(`Added ${outcome.user.role} ${outcome.user.email} (${outcome.user.name}).`);
      return 0;
    }
    if (command === 'enable' && rest.length === 1 && rest[0]) {
      const outcome = await accounts.enable.execute(commandLine, { email: rest[0] });
      if (!outcome.ok) {
        io.err(outcome.message);
        return 1;
      }
      io.out(`Enabled ${outcome.user.email}; they can sign in with their password.`);
      return 0;
    }
    if ((command === 'disable' || command === 'reset-password') && rest.length === 1 && rest[0]) {
      const email = rest[0];
      const outcome =
        command === 'disable'
          ? await accounts.disable.execute(commandLine, { email })
          : await accounts.resetPassword.execute(commandLine, { email }, await io.readPassword());
      if (!outcome.ok) {
        io.err(outcome.message);
        return 1;
      }
      io.out(
        command === 'disable'
          ? `Disabled ${outcome.user.email}; their sessions have ended.`
          : `New password set for ${outcome.user.email}; their sessions have ended.`,
      );
      return 0;
    }
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n${usersUsage}`);
      return 2;
    }
    throw error;
  }
  io.err(usersUsage);
  return 2;
}
