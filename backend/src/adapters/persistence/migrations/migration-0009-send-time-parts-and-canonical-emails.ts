// What a copy of the database must not open, and one form of a staff e-mail (decisions 0160, 0162):
//
// - `outbox_messages.parts`: the pieces of a queued message made only when it is sent (the My
//   booking link today), each a placeholder in the stored bodies and a reference; the bodies of
//   sent messages are emptied after their retention, found through a partial index.
// - `booking_access_tokens.nonce`: a link's token is HMAC(SELF_SERVICE_SECRET, nonce), so the
//   worker rebuilds it at send time and the database alone rebuilds nothing. Links issued before
//   this migration have none: they keep working, and are never rebuilt.
// - `users.email_canonical`: the domain's canonical form of each address (this migration's frozen
//   copy of it, canonical-email-0009.ts), computed in JavaScript for every row (a handful of
//   staff accounts), unique. Two accounts whose addresses have one canonical form (`Straße@` and
//   `strasse@`) stop the migration with both named, and nothing of it is applied.
import { Migration } from '@mikro-orm/migrations';
import { canonicalEmail0009 } from './canonical-email-0009.ts';

const sentBodiesIndexSql = `create index "outbox_messages_sent_bodies_index" on "outbox_messages" ("sent_at") where "status" = 'sent' and "text_body" <> ''`;

export class Migration0009SendTimePartsAndCanonicalEmails extends Migration {
  override name = '0009-send-time-parts-and-canonical-emails';

  override async up(): Promise<void> {
    await this.execute(`alter table "outbox_messages" add column "parts" jsonb not null default '[]';`);
    await this.execute(`${sentBodiesIndexSql};`);
    await this.execute(`alter table "booking_access_tokens" add column "nonce" varchar(43) null;`);

    await this.execute(`alter table "users" add column "email_canonical" text null;`);
    const users = await this.execute(`select "id", "email" from "users"`);
    const byCanonical = new Map<string, string[]>();
    for (const user of users) {
      const canonical = canonicalEmail0009(String(user.email));
      byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), String(user.email)]);
      await this.execute(`update "users" set "email_canonical" = ? where "id" = ?`, [canonical, user.id]);
    }
    const clashes = [...byCanonical.values()].filter((emails) => emails.length > 1);
    if (clashes.length > 0) {
      throw new Error(
        `Migration 0009 stopped: these staff accounts' e-mail addresses are one address once case and ` +
          `look-alike letters are folded (decision 0162): ${clashes.map((emails) => emails.join(' and ')).join('; ')}. ` +
          `Change one address of each pair in the users table (or delete the account no one uses), then start again.`,
      );
    }
    await this.execute(`alter table "users" alter column "email_canonical" set not null;`);
    await this.execute(`create unique index "users_email_canonical_unique" on "users" ("email_canonical");`);
    // The canonical index is stricter than lower(): this one can only disagree with it.
    await this.execute(`drop index if exists "users_email_lower_unique";`);
  }

  override down(): void {
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`drop index if exists "users_email_canonical_unique";`);
    this.addSql(`alter table "users" drop column "email_canonical";`);
    this.addSql(`alter table "booking_access_tokens" drop column "nonce";`);
    this.addSql(`drop index if exists "outbox_messages_sent_bodies_index";`);
    this.addSql(`alter table "outbox_messages" drop column "parts";`);
  }
}
