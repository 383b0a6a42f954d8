// Migration 0009 on a database that already holds staff accounts and links (decisions 0160,
// 0162): every account gets its canonical e-mail, computed by the domain's rule whatever the
// letters; two accounts whose addresses fold into one stop the migration with both named and
// leave the database as it was; links stored before keep no nonce.
import { canonicalEmail } from '@dumpster/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type Orm, openOrm } from './orm.ts';

const owner = (id: number, email: string) =>
  `insert into "users" ("id", "email", "name", "role", "password_hash")
   values ('30000000-0000-4000-8000-00000000000${id}', '${email}', 'Owner ${id}', 'owner', 'hash')`;

describe('migration 0009 on stored accounts (PGlite)', () => {
  let orm: Orm | undefined;

  afterEach(async () => {
    await orm?.close(true);
    orm = undefined;
  });

  async function at0008(...emails: string[]): Promise<Orm> {
    orm = await openOrm({ kind: 'pglite' });
    await orm.migrator.up({ to: '0008-occupied-range-index' });
    for (const [index, email] of emails.entries())
      await orm.em.getConnection().execute(owner(index + 1, email));
    return orm;
  }

  it('gives every account its canonical e-mail, ASCII or not, and keeps them unique', async () => {
    const db = await at0008('Owner@Example.com', 'İbrahim@Example.com', 'ＳＡＭ@example.com');
    await db.migrator.up();
    const rows = await db.em
      .getConnection()
      .execute<{ email: string; email_canonical: string }[]>(
        `select "email", "email_canonical" from "users" order by "id"`,
      );
    expect(rows).toEqual([
      { email: 'Owner@Example.com', email_canonical: 'owner@example.com' },
      { email: 'İbrahim@Example.com', email_canonical: 'ibrahim@example.com' },
      { email: 'ＳＡＭ@example.com', email_canonical: 'sam@example.com' },
    ]);
    for (const row of rows) expect(row.email_canonical).toBe(canonicalEmail(row.email));
    await expect(
      db.em.getConnection().execute(
        `insert into "users" ("id", "email", "email_canonical", "name", "role", "password_hash")
           values ('30000000-0000-4000-8000-000000000004', 'ibrahim@example.com', 'ibrahim@example.com', 'I', 'staff', 'hash')`,
      ),
    ).rejects.toThrow(/users_email_canonical_unique/);
  });

  it('stops, naming both addresses, when two accounts fold into one, and changes nothing', async () => {
    const db = await at0008('Straße@example.com', 'strasse@example.com');
    await expect(db.migrator.up()).rejects.toThrow(/Straße@example\.com and strasse@example\.com/);
    const columns = await db.em
      .getConnection()
      .execute<{ column_name: string }[]>(
        `select "column_name" from information_schema.columns where "table_name" = 'users' and "column_name" = 'email_canonical'`,
      );
    expect(columns).toEqual([]);
  });
});
