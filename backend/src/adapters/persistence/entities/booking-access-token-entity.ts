// Table `booking_access_tokens` (migration 0007, docs/decisions/0090): a customer's personal
// link, kept only as the HMAC of its token.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const BookingAccessTokenEntity = defineEntity({
  name: 'BookingAccessToken',
  tableName: 'booking_access_tokens',
  properties: {
    id: p.bigint().primary().autoincrement(),
    booking: () =>
      p.manyToOne(BookingEntity).deleteRule('cascade').index('booking_access_tokens_booking_id_index'),
    /** Which server secret made the HMAC (adapters/system/access-token-codec.ts). */
    keyId: p.string().length(16),
    tokenHmac: p.string().length(64).unique('booking_access_tokens_token_hmac_unique'),
    /** The token is HMAC(secret, nonce) (migration 0009, decision 0160); null for older links. */
    nonce: p.string().length(43).nullable(),
    expiresAt: p.datetime().index('booking_access_tokens_expires_at_index'),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
