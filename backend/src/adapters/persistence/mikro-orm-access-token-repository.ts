// "My booking" links in table `booking_access_tokens` (migration 0007): found by HMAC through
// the unique index, so a token that does not exist and a wrong one cost the same one read. The
// insert is part of the booking's transaction on the public write path: row-insert.ts
// (docs/decisions/0110); the rest goes through the EntityManager and its query builder.
import type { AccessTokenRecord, AccessTokenRepository } from '../../application/ports/access-tokens.ts';
import { BookingAccessTokenEntity } from './entities/booking-access-token-entity.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

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
    const row = await this.em
      .createQueryBuilder(BookingAccessTokenEntity, 't')
      .select(['booking', 'keyId', 'tokenHmac', 'expiresAt', 'revokedAt', 'createdAt'])
      .where({ tokenHmac: { $in: [...hmacs] } })
      .limit(1)
      .execute('get');
    if (!row) return undefined;
    return {
      bookingId: String(row.booking),
      keyId: row.keyId,
      tokenHmac: row.tokenHmac,
      expiresAt: new Date(row.expiresAt),
      revokedAt: row.revokedAt == null ? null : new Date(row.revokedAt),
      createdAt: new Date(row.createdAt),
    };
  }

  async revokeAll(bookingId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(
      BookingAccessTokenEntity,
      { booking: bookingId, revokedAt: null },
      { revokedAt: at },
    );
  }

  async moveExpiry(bookingId: string, expiresAt: Date): Promise<void> {
    await this.em.nativeUpdate(
      BookingAccessTokenEntity,
      { booking: bookingId, revokedAt: null },
      { expiresAt },
    );
  }
}
