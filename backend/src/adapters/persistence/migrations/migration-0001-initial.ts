// The initial schema: every table of spec section 3 plus the idempotency records and the
// shared rate-limit counters. Written as SQL (generated from the entities once, then frozen)
// so PostgreSQL and PGlite run exactly the same statements.
import { Migration } from '@mikro-orm/migrations';

export class Migration0001Initial extends Migration {
  override name = '0001-initial';

  override up(): void {
    this.addSql(`create table "bookings" (
      "id" uuid not null,
      "booking_type" varchar(20) not null,
      "name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(30) not null,
      "address" varchar(200) not null,
      "city" varchar(100) not null,
      "state" varchar(2) not null,
      "zip_code" varchar(10) not null,
      "company_name" varchar(200) null,
      "job_number" varchar(100) null,
      "job_name" varchar(200) null,
      "dumpster_size" varchar(20) not null,
      "delivery_date" date not null,
      "pickup_date" date not null,
      "special_instructions" text null,
      "sms_opt_in" boolean not null default false,
      "status" varchar(20) not null default 'pending',
      "base_price_cents" int not null,
      "included_days" int not null,
      "extra_days" int not null,
      "extra_day_rate_cents" int not null,
      "extra_cost_cents" int not null,
      "total_cents" int not null,
      "created_at" timestamptz not null default now(),
      primary key ("id"));`);

    this.addSql(`create table "contact_requests" (
      "id" uuid not null,
      "name" varchar(100) not null,
      "phone" varchar(30) not null,
      "email" varchar(254) not null,
      "service" varchar(40) not null,
      "message" text not null default '',
      "sms_opt_in" boolean not null default false,
      "is_contacted" boolean not null default false,
      "created_at" timestamptz not null default now(),
      primary key ("id"));`);

    this.addSql(`create table "users" (
      "id" uuid not null,
      "username" varchar(100) not null,
      "password_hash" varchar(255) not null,
      "created_at" timestamptz not null default now(),
      primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(`create table "idempotency_keys" (
      "route" varchar(40) not null,
      "key" varchar(255) not null,
      "request_hash" varchar(64) not null,
      "response_status" int not null,
      "response_body" jsonb not null,
      "created_at" timestamptz not null default now(),
      primary key ("route", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);

    this.addSql(`create table "rate_limit_counters" (
      "key" varchar(255) not null,
      "hits" int not null,
      "reset_at" timestamptz not null,
      primary key ("key"));`);
    this.addSql(`create index "rate_limit_counters_reset_at_index" on "rate_limit_counters" ("reset_at");`);
  }

  override down(): void {
    for (const table of [
      'rate_limit_counters',
      'idempotency_keys',
      'users',
      'contact_requests',
      'bookings',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
