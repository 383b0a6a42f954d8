// The owner's calendar (decision 0165): the closed weekdays in one row (none stored: the domain's
// default, Sunday closed) and the dated closures with their reason, one row each, keyed by their
// first day (two closures never share a day: the domain's schema refuses it before storing).
import { Migration } from '@mikro-orm/migrations';

export class Migration0011BusinessCalendar extends Migration {
  override name = '0011-business-calendar';

  override up(): void {
    this.addSql(`create table "business_calendar" (
      "id" int not null,
      "closed_weekdays" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" varchar(100) not null,
      primary key ("id"),
      constraint "business_calendar_one_row_check" check ("id" = 1));`);
    this.addSql(`create table "business_closures" (
      "from_date" date not null,
      "to_date" date not null,
      "reason" varchar(100) not null,
      primary key ("from_date"),
      constraint "business_closures_order_check" check ("to_date" >= "from_date"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "business_closures";`);
    this.addSql(`drop table if exists "business_calendar";`);
  }
}
