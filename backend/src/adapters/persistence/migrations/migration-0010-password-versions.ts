// A version of each staff account's password (decision 0161): every new password (a reset)
// raises it, a rehash at sign-in does not. A sign-in opens its session only if the version it
// checked the password against is still the account's, read under the row's lock, so a reset
// committed between the check and the session's insert refuses the session. A timestamp would
// not do: two changes can share one clock reading, and instances' clocks differ.
import { Migration } from '@mikro-orm/migrations';

export class Migration0010PasswordVersions extends Migration {
  override name = '0010-password-versions';

  override up(): void {
    this.addSql(`alter table "users" add column "password_version" integer not null default 1;`);
  }

  override down(): void {
    this.addSql(`alter table "users" drop column "password_version";`);
  }
}
