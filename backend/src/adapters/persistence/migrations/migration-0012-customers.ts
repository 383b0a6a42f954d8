// Customers (decision 0171): `customers`, their keys (`customer_keys`: 'email:<canonical address>'
// or 'phone:<E.164>', one key to one customer), and the customer of every booking and contact
// request, with the booking a contact request became (decision 0173).
//
// Backfill: every row stored before this migration has an e-mail address (the forms required one
// until staff could take phone orders), so one customer is made per canonical address, named as
// in its first row; each phone number the rule below can read becomes a key of the first customer
// who gave it. The keys are this migration's frozen copies of the domain's rules: the canonical
// address is its ASCII lower case for an ASCII address (what the domain's fold gives) and the
// 0009 copy of the fold for any other; a phone number is read as a North American number of ten
// digits (a leading 1 or +1 allowed), as almost every number here is. A number it cannot read
// gets no key, and the customer gains it with their next booking.
import { Migration } from '@mikro-orm/migrations';
import { canonicalEmail0009 } from './canonical-email-0009.ts';

const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lower = 'abcdefghijklmnopqrstuvwxyz';

/** The e-mail key of an ASCII address (locale-free lower case); null for any other. */
const emailKeySql = `case when "email" ~ '^[ -~]*$' and btrim("email") <> '' then 'email:' || translate(btrim("email"), '${upper}', '${lower}') end`;

const digitsSql = `regexp_replace("phone", '[^0-9]', '', 'g')`;
/** The phone key of a North American number written with ten digits, 1 or +1 before them allowed. */
const phoneKeySql = `case when ${digitsSql} ~ '^1?[2-9][0-9]{2}[2-9][0-9]{6}$' and (btrim("phone") !~ '^[+]' or ${digitsSql} ~ '^1') then 'phone:+1' || right(${digitsSql}, 10) end`;

export class Migration0012Customers extends Migration {
  override name = '0012-customers';

  override async up(): Promise<void> {
    await this.execute(`create table "customers" (
      "id" uuid not null,
      "name" varchar(100) not null,
      "created_at" timestamptz not null default now(),
      primary key ("id"));`);
    await this.execute(`create table "customer_keys" (
      "key" text collate "C" not null,
      "customer_id" uuid not null,
      "created_at" timestamptz not null default now(),
      primary key ("key"));`);
    await this.execute(`alter table "customer_keys" add constraint "customer_keys_customer_id_foreign"
      foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
    await this.execute(`create index "customer_keys_customer_id_index" on "customer_keys" ("customer_id");`);

    await this.execute(`alter table "bookings" add column "customer_id" uuid null;`);
    await this.execute(`alter table "bookings" add constraint "bookings_customer_id_foreign"
      foreign key ("customer_id") references "customers" ("id") on delete set null;`);
    await this.execute(`alter table "contact_requests" add column "customer_id" uuid null;`);
    await this.execute(`alter table "contact_requests" add column "booking_id" uuid null;`);
    await this.execute(`alter table "contact_requests" add constraint "contact_requests_customer_id_foreign"
      foreign key ("customer_id") references "customers" ("id") on delete set null;`);
    await this.execute(`alter table "contact_requests" add constraint "contact_requests_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete set null;`);

    await this.backfill();

    await this.execute(
      `create index "bookings_customer_created_at_index" on "bookings" ("customer_id", "created_at" desc) where "customer_id" is not null;`,
    );
    await this.execute(
      `create index "contact_requests_customer_created_at_index" on "contact_requests" ("customer_id", "created_at" desc) where "customer_id" is not null;`,
    );
  }

  private async backfill(): Promise<void> {
    await this.execute(`create temporary table "customer_backfill" as
      select 'b' as "kind", "id", "name", "email", "created_at", ${emailKeySql} as "email_key", ${phoneKeySql} as "phone_key" from "bookings"
      union all
      select 'c', "id", "name", "email", "created_at", ${emailKeySql}, ${phoneKeySql} from "contact_requests";`);
    // The few addresses beyond ASCII: the frozen fold, in JavaScript.
    const others = await this.execute(
      `select "kind", "id", "email" from "customer_backfill" where "email_key" is null and btrim("email") <> ''`,
    );
    for (const row of others) {
      await this.execute(`update "customer_backfill" set "email_key" = ? where "kind" = ? and "id" = ?`, [
        `email:${canonicalEmail0009(String(row.email))}`,
        row.kind,
        row.id,
      ]);
    }
    await this.execute(`create temporary table "backfill_customers" as
      select gen_random_uuid() as "id", "email_key", "name", "created_at" from (
        select distinct on ("email_key") "email_key", "name", "created_at" from "customer_backfill"
        where "email_key" is not null order by "email_key", "created_at", "id") as "first_rows";`);
    await this.execute(`insert into "customers" ("id", "name", "created_at")
      select "id", "name", "created_at" from "backfill_customers";`);
    await this.execute(`insert into "customer_keys" ("key", "customer_id", "created_at")
      select "email_key", "id", "created_at" from "backfill_customers";`);
    await this.execute(`insert into "customer_keys" ("key", "customer_id", "created_at")
      select distinct on (b."phone_key") b."phone_key", c."id", b."created_at"
      from "customer_backfill" b join "backfill_customers" c on c."email_key" = b."email_key"
      where b."phone_key" is not null order by b."phone_key", b."created_at", b."id"
      on conflict do nothing;`);
    await this.execute(`update "bookings" set "customer_id" = c."id"
      from "customer_backfill" b join "backfill_customers" c on c."email_key" = b."email_key"
      where b."kind" = 'b' and "bookings"."id" = b."id";`);
    await this.execute(`update "contact_requests" set "customer_id" = c."id"
      from "customer_backfill" b join "backfill_customers" c on c."email_key" = b."email_key"
      where b."kind" = 'c' and "contact_requests"."id" = b."id";`);
    await this.execute(`drop table "backfill_customers";`);
    await this.execute(`drop table "customer_backfill";`);
  }

  override down(): void {
    this.addSql(`drop index if exists "contact_requests_customer_created_at_index";`);
    this.addSql(`drop index if exists "bookings_customer_created_at_index";`);
    this.addSql(`alter table "contact_requests" drop column "booking_id";`);
    this.addSql(`alter table "contact_requests" drop column "customer_id";`);
    this.addSql(`alter table "bookings" drop column "customer_id";`);
    this.addSql(`drop table "customer_keys";`);
    this.addSql(`drop table "customers";`);
  }
}
