// `npm run users -- ...` (adapters/cli/users-command.ts): opens the configured database (the
// same DATABASE_URL or DATA_DIR as the server), migrates it, runs one command and closes. The
// embedded PGlite is one process's database: like the server, the command takes the data
// folder's lock first, so it refuses (naming the server's process) while the server runs on it
// instead of writing beside it.
import { PasswordInputError, readPassword } from './adapters/cli/terminal-password.ts';
import { runUsersCommand } from './adapters/cli/users-command.ts';
import { lockDataDir } from './adapters/persistence/data-dir-lock.ts';
import { MikroOrmUnitOfWork } from './adapters/persistence/mikro-orm-unit-of-work.ts';
import { migrate, openOrm } from './adapters/persistence/orm.ts';
import { Argon2PasswordHasher } from './adapters/system/argon2-password-hasher.ts';
import { ShippedCommonPasswords } from './adapters/system/common-passwords.ts';
import { RandomIds } from './adapters/system/random-ids.ts';
import { SystemClock } from './adapters/system/system-clock.ts';
import { AddStaffAccount } from './application/staff/add-staff-account.ts';
import { DisableStaffAccount } from './application/staff/disable-staff-account.ts';
import { EnableStaffAccount } from './application/staff/enable-staff-account.ts';
import { ResetStaffPassword } from './application/staff/reset-staff-password.ts';
import { databaseTarget } from './composition/container.ts';
import { mailComposer } from './composition/mail-delivery.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const target = databaseTarget(config);
let unlock = () => {};
if (target.kind === 'pglite' && target.dataDir) {
  try {
    unlock = lockDataDir(target.dataDir);
  } catch (error) {
    console.error(
      `${(error as Error).message}\nThe embedded database takes one process at a time: stop the server, run this command, then start the server again (on PostgreSQL both can run at once).`,
    );
    process.exit(1);
  }
}
const orm = await openOrm(target);
let code = 1;
try {
  await migrate(orm, target);
  // A reset e-mails the account (queued here, sent by the server's delivery worker).
  const unitOfWork = new MikroOrmUnitOfWork(orm, mailComposer(config));
  const hasher = new Argon2PasswordHasher();
  const commonPasswords = new ShippedCommonPasswords();
  const clock = new SystemClock();
  const accounts = {
    add: new AddStaffAccount(unitOfWork, hasher, commonPasswords, clock, new RandomIds()),
    disable: new DisableStaffAccount(unitOfWork, clock),
    enable: new EnableStaffAccount(unitOfWork, clock),
    resetPassword: new ResetStaffPassword(unitOfWork, hasher, commonPasswords, clock),
  };
  code = await runUsersCommand(
    process.argv.slice(2),
    { readPassword, out: (line) => console.log(line), err: (line) => console.error(line) },
    accounts,
  );
} catch (error) {
  if (error instanceof PasswordInputError) console.error(error.message);
  else throw error;
} finally {
  await orm.close(true);
  unlock();
}
process.exitCode = code;
