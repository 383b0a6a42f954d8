// "My booking" links in table `booking_access_tokens` (migration 0007): found by HMAC through
// the unique index, so a token that does not exist and a wrong one cost the same one read.
import type { AccessTokenRecord, AccessTokenRepository } from '../../application/ports/access-tokens.ts';
import { BookingAccessTokenEntity } from './entities/booking-access-token-entity.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

interface TokenRow {
  booking_id: string;
  key_id: string;
  token_hmac: string;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  created_at: string | Date;
}

export class MikroOrmAccessTokenRepository implements AccessTokenRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(record: AccessTokenRecord): Promise<void> {
    await insertRow(this.em, BookingAccessTokenEntity, {
      booking: record.bookingId,
      keyId: record.keyId,
      tokenHmac: record.tokenHmac,
      expiresAt: record.expiresAt,
      revokedAt: record.revokedAt,
      createdAt: record.createdAt,
    });
  }

  async findByHmac(hmacs: readonly string[]): Promise<AccessTokenRecord | undefined> {
    if (hmacs.length === 0) return undefined;
    const rows = await this.em.execute<TokenRow[]>(
      `select "booking_id", "key_id", "token_hmac", "expires_at", "revoked_at", "created_at"
        from "booking_access_tokens" where "token_hmac" in (${hmacs.map(() => '?').join(', ')}) limit 1`,
      [...hmacs],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      bookingId: row.booking_id,
      keyId: row.key_id,
      tokenHmac: row.token_hmac,
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
      createdAt: new Date(row.created_at),
    };
  }

  async revokeAll(bookingId: string, at: Date): Promise<void> {
    await this.em.execute(
      `update "booking_access_tokens" set "revoked_at" = ? where "booking_id" = ? and "revoked_at" is null`,
      [at.toISOString(), bookingId],
      'run',
    );
  }

  async moveExpiry(bookingId: string, expiresAt: Date): Promise<void> {
    await this.em.execute(
      `update "booking_access_tokens" set "expires_at" = ? where "booking_id" = ? and "revoked_at" is null`,
      [expiresAt.toISOString(), bookingId],
      'run',
    );
  }
}
