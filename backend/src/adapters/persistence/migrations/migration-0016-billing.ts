// Billing (decisions 0195-0199): invoices and credit notes, their lines, the money recorded
// against them, and one counter per kind of document and Florida year.
//
// - `invoices`: a draft has no number; finalising draws one from `invoice_number_counters` in
//   the same transaction (the counter's row is locked by its update until commit, so numbers are
//   gapless and a rolled-back finalisation gives its number back). A credit note is a row of
//   kind 'credit_note' naming the invoice it corrects. The customer and the site are copied at
//   draft time: the invoice says what it said, whatever the booking later becomes. A booking has
//   at most one invoice that is not void (a void one may be replaced).
// - `invoice_lines`: the lines as the domain built them, in order; `details` holds the whole line.
// - `invoice_payments`: payments, refunds and credit moved in or out, each with how it was paid.
import { Migration } from '@mikro-orm/migrations';

export class Migration0016Billing extends Migration {
  override name = '0016-billing';

  override up(): void {
    this.addSql(`create table "invoice_number_counters" (
      "kind" varchar(12) not null,
      "year" int not null,
      "last_sequence" int not null,
      primary key ("kind", "year"),
      constraint "invoice_number_counters_kind_check" check ("kind" in ('invoice', 'credit_note')),
      constraint "invoice_number_counters_sequence_check" check ("last_sequence" >= 1));`);
    this.addSql(`create table "invoices" (
      "id" uuid not null,
      "booking_id" uuid not null,
      "kind" varchar(12) not null,
      "state" varchar(8) not null,
      "number" varchar(20) null,
      "corrects_invoice_id" uuid null,
      "customer" jsonb not null,
      "customer_email" varchar(320) not null,
      "subtotal_cents" int not null,
      "tax_cents" int not null,
      "total_cents" int not null,
      "scale_ticket" jsonb null,
      "issue_date" date null,
      "due_date" date null,
      "finalised_at" timestamptz null,
      "reason" text null,
      "void_reason" text null,
      "voided_on" date null,
      "last_reminder_sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "invoices_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
      constraint "invoices_corrects_invoice_id_foreign" foreign key ("corrects_invoice_id") references "invoices" ("id") on delete cascade,
      constraint "invoices_kind_check" check ("kind" in ('invoice', 'credit_note')),
      constraint "invoices_state_check" check ("state" in ('draft', 'final', 'void')),
      constraint "invoices_numbered_check" check (("state" = 'draft') = ("number" is null)));`);
    this.addSql(`create unique index "invoices_number_unique" on "invoices" ("number");`);
    this.addSql(
      `create unique index "invoices_one_live_per_booking" on "invoices" ("booking_id") where "kind" = 'invoice' and "state" <> 'void';`,
    );
    this.addSql(`create index "invoices_booking_index" on "invoices" ("booking_id");`);
    this.addSql(
      `create index "invoices_receivable_index" on "invoices" ("due_date", "id") where "kind" = 'invoice' and "state" = 'final';`,
    );
    this.addSql(
      `create index "invoices_issue_date_index" on "invoices" ("issue_date", "id") where "state" <> 'draft';`,
    );
    this.addSql(`create index "invoices_customer_email_index" on "invoices" ("customer_email");`);
    this.addSql(`create table "invoice_lines" (
      "invoice_id" uuid not null,
      "position" int not null,
      "kind" varchar(12) not null,
      "description" text not null,
      "amount_cents" int not null,
      "tax_cents" int not null,
      "details" jsonb not null,
      primary key ("invoice_id", "position"),
      constraint "invoice_lines_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade);`);
    this.addSql(`create table "invoice_payments" (
      "id" uuid not null,
      "invoice_id" uuid not null,
      "kind" varchar(10) not null,
      "amount_cents" int not null,
      "date" date not null,
      "method" varchar(5) null,
      "card_type" varchar(6) null,
      "check_number" varchar(20) null,
      "card_last4" varchar(4) null,
      "terminal_reference" varchar(64) null,
      "reason" text null,
      "other_invoice_number" varchar(20) null,
      "recorded_at" timestamptz not null default now(),
      "recorded_by" varchar(100) not null,
      primary key ("id"),
      constraint "invoice_payments_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade,
      constraint "invoice_payments_kind_check" check ("kind" in ('payment', 'refund', 'credit_in', 'credit_out')),
      constraint "invoice_payments_method_check" check ("method" is null or "method" in ('cash', 'check', 'card')),
      constraint "invoice_payments_amount_check" check ("amount_cents" > 0));`);
    this.addSql(
      `create index "invoice_payments_invoice_index" on "invoice_payments" ("invoice_id", "date");`,
    );
    this.addSql(`create index "invoice_payments_date_index" on "invoice_payments" ("date", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "invoice_payments";`);
    this.addSql(`drop table if exists "invoice_lines";`);
    this.addSql(`drop table if exists "invoices";`);
    this.addSql(`drop table if exists "invoice_number_counters";`);
  }
}
