// "My booking" links in table `booking_access_tokens` (migrations 0007, 0009): found by HMAC
// through the unique index, so a token that does not exist and a wrong one cost the same one
// read; found by id when the delivery worker makes an e-mail's link (decision 0160). Read and
// written through the EntityManager's query builder (docs/decisions/0110).
import type {
  AccessTokenRecord,
  AccessTokenRepository,
  StoredAccessToken,
} from '../../application/ports/access-tokens.ts';
import { BookingAccessTokenEntity } from './entities/booking-access-token-entity.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const storedColumns = [
  'id',
  'booking',
  'keyId',
  'tokenHmac',
  'nonce',
  'expiresAt',
  'revokedAt',
  'createdAt',
] as const;

interface StoredRow {
  id: string | number;
  booking: unknown;
  keyId: string;
  tokenHmac: string;
  nonce: string | null;
  expiresAt: string | Date;
  revokedAt: string | Date | null;
  createdAt: string | Date;
}

function storedOf(row: StoredRow): StoredAccessToken {
  return {
    id: String(row.id),
    bookingId: String(row.booking),
    keyId: row.keyId,
    tokenHmac: row.tokenHmac,
    nonce: row.nonce ?? null,
    expiresAt: new Date(row.expiresAt),
    revokedAt: row.revokedAt == null ? null : new Date(row.revokedAt),
    createdAt: new Date(row.createdAt),
  };
}

export class MikroOrmAccessTokenRepository implements AccessTokenRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(record: AccessTokenRecord): Promise<string> {
    const result = await this.em
      .createQueryBuilder(BookingAccessTokenEntity)
      .insert({
        booking: record.bookingId,
        keyId: record.keyId,
        tokenHmac: record.tokenHmac,
        nonce: record.nonce,
        expiresAt: record.expiresAt,
        revokedAt: record.revokedAt,
        createdAt: record.createdAt,
      })
      .execute<{ id?: string | number | null } | undefined>('get');
    if (result?.id === undefined || result.id === null) throw new Error('the link was not stored');
    return String(result.id);
  }

  async findByHmac(hmacs: readonly string[]): Promise<StoredAccessToken | undefined> {
    if (hmacs.length === 0) return undefined;
    const row = await this.em
      .createQueryBuilder(BookingAccessTokenEntity, 't')
      .select([...storedColumns])
      .where({ tokenHmac: { $in: [...hmacs] } })
      .limit(1)
      .execute<StoredRow | undefined>('get');
    return row ? storedOf(row) : undefined;
  }

  async findById(id: string): Promise<StoredAccessToken | undefined> {
    if (!/^[0-9]{1,18}$/.test(id)) return undefined;
    const row = await this.em
      .createQueryBuilder(BookingAccessTokenEntity, 't')
      .select([...storedColumns])
      .where({ id })
      .execute<StoredRow | undefined>('get');
    return row ? storedOf(row) : undefined;
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
