// The back office (decisions 0075-0084): staff accounts in the spec's `users` table,
// their sessions (only a token's hash is stored), who marked a contact request contacted, and the
// indexes the bookings table's filters and keyset sorts read at a million rows. Applies on a
// database at 0003 whether or not 0004, 0005 and 0007 are present.
import { Migration } from '@mikro-orm/migrations';

/** The text the free-text search reads: name, e-mail, reference, phone as typed and as digits. */
export const bookingSearchTextSql = `lower("name" || ' ' || "email" || ' ' || "reference" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g'))`;

export class Migration0006AdminUsersAndSessions extends Migration {
  override name = '0006-admin-users-and-sessions';

  override up(): void {
    // No login used `users` before: it holds no rows, so its columns can take their real shape.
    this.addSql(`alter table "users" drop constraint "users_username_unique";`);
    this.addSql(`alter table "users" rename column "username" to "email";`);
    this.addSql(`alter table "users" alter column "email" type varchar(254);`);
    this.addSql(`alter table "users" add column "name" varchar(100) not null;`);
    this.addSql(`alter table "users" add column "role" varchar(10) not null;`);
    this.addSql(`alter table "users" add column "disabled_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "password_changed_at" timestamptz not null default now();`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('owner', 'staff'));`,
    );
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(`create table "sessions" (
      "token_hash" varchar(64) not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      primary key ("token_hash"));`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "contact_requests" add column "contacted_at" timestamptz null;`);
    this.addSql(`alter table "contact_requests" add column "contacted_by" uuid null;`);
    this.addSql(`alter table "contact_requests" add column "contacted_by_name" varchar(100) null;`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_contacted_by_foreign"
      foreign key ("contacted_by") references "users" ("id") on delete set null;`);
    this.addSql(
      `create index "contact_requests_created_at_id_index" on "contact_requests" ("created_at", "id");`,
    );
    this.addSql(
      `create index "contact_requests_not_contacted_index" on "contact_requests" ("created_at", "id") where not "is_contacted";`,
    );

    // Keyset sorts: each sort key with the id that breaks its ties; filters lead where they are
    // equalities (status, city) so a filtered page is an index range, not a scan.
    this.addSql(`create index "bookings_created_at_id_index" on "bookings" ("created_at", "id");`);
    this.addSql(`create index "bookings_delivery_date_id_index" on "bookings" ("delivery_date", "id");`);
    this.addSql(`create index "bookings_pickup_date_id_index" on "bookings" ("pickup_date", "id");`);
    this.addSql(
      `create index "bookings_status_created_at_id_index" on "bookings" ("status", "created_at", "id");`,
    );
    this.addSql(
      `create index "bookings_status_delivery_date_id_index" on "bookings" ("status", "delivery_date", "id");`,
    );
    this.addSql(
      `create index "bookings_city_delivery_date_index" on "bookings" (lower("city"), "delivery_date", "id");`,
    );
    // Free text: a trigram index where pg_trgm can be created (PostgreSQL with contrib); without
    // it (PGlite, which loads contrib only when asked) the same query reads the table.
    this.addSql(`do $$ begin
      create extension if not exists pg_trgm;
      execute 'create index "bookings_search_trgm_index" on "bookings" using gin ((${bookingSearchTextSql.replaceAll("'", "''")}) gin_trgm_ops)';
    exception when others then
      raise notice 'pg_trgm is not available: free-text search reads the bookings table';
    end $$;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "bookings_search_trgm_index";`);
    for (const index of [
      'bookings_city_delivery_date_index',
      'bookings_status_delivery_date_id_index',
      'bookings_status_created_at_id_index',
      'bookings_pickup_date_id_index',
      'bookings_delivery_date_id_index',
      'bookings_created_at_id_index',
      'contact_requests_not_contacted_index',
      'contact_requests_created_at_id_index',
    ])
      this.addSql(`drop index if exists "${index}";`);
    this.addSql(`alter table "contact_requests" drop column "contacted_by_name";`);
    this.addSql(`alter table "contact_requests" drop column "contacted_by";`);
    this.addSql(`alter table "contact_requests" drop column "contacted_at";`);
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(`drop index if exists "users_email_lower_unique";`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    for (const column of ['password_changed_at', 'disabled_at', 'role', 'name'])
      this.addSql(`alter table "users" drop column "${column}";`);
    this.addSql(`alter table "users" alter column "email" type varchar(100);`);
    this.addSql(`alter table "users" rename column "email" to "username";`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }
}
