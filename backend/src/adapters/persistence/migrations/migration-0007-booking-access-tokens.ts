// The customer's personal "My booking" links (docs/decisions/0090). A token is stored only as
// its HMAC under a server secret (the key id says which one, so the secret can be rotated); the
// link is valid until 30 days after pickup (`expires_at` moves with the pickup date) unless
// staff revoked it. Looking a link up is one indexed read by HMAC: no such token and a wrong
// one take the same path.
import { Migration } from '@mikro-orm/migrations';

export class Migration0007BookingAccessTokens extends Migration {
  override name = '0007-booking-access-tokens';

  override up(): void {
    this.addSql(`create table "booking_access_tokens" (
      "id" bigserial primary key,
      "booking_id" uuid not null,
      "key_id" varchar(16) not null,
      "token_hmac" varchar(64) not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `alter table "booking_access_tokens" add constraint "booking_access_tokens_token_hmac_unique" unique ("token_hmac");`,
    );
    this.addSql(
      `create index "booking_access_tokens_booking_id_index" on "booking_access_tokens" ("booking_id");`,
    );
    this.addSql(`alter table "booking_access_tokens" add constraint "booking_access_tokens_booking_id_foreign"
      foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_access_tokens";`);
  }
}
