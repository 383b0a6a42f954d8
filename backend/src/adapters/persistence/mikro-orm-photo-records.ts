// The photos' rows in table `booking_photos` (decision 0190) through the transaction's
// EntityManager: inserted with `em.insert`, read with the query builder.
import type { PhotoKind, PhotoRecord, PhotoRecords } from '../../application/ports/photo-records.ts';
import { BookingPhotoEntity } from './entities/booking-photo-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const fields = [
  'id',
  'booking',
  'stopId',
  'kind',
  'storageKey',
  'thumbnailKey',
  'bytes',
  'width',
  'height',
  'capturedAt',
  'uploadedBy',
  'uploadedAt',
] as const;

interface PhotoRow {
  id: string;
  booking: string | { id: string };
  stopId: string | null;
  kind: string;
  storageKey: string;
  thumbnailKey: string;
  bytes: number;
  width: number;
  height: number;
  capturedAt: Date | string | null;
  uploadedBy: string;
  uploadedAt: Date | string;
}

function recordOf(row: PhotoRow): PhotoRecord {
  return {
    id: row.id,
    bookingId: typeof row.booking === 'string' ? row.booking : row.booking.id,
    stopId: row.stopId,
    kind: row.kind as PhotoKind,
    storageKey: row.storageKey,
    thumbnailKey: row.thumbnailKey,
    contentType: 'image/jpeg',
    bytes: Number(row.bytes),
    width: Number(row.width),
    height: Number(row.height),
    capturedAt: row.capturedAt === null ? null : new Date(row.capturedAt),
    uploadedBy: row.uploadedBy,
    uploadedAt: new Date(row.uploadedAt),
  };
}

export class MikroOrmPhotoRecords implements PhotoRecords {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async insert(record: PhotoRecord): Promise<void> {
    await this.em.insert(BookingPhotoEntity, {
      id: record.id,
      booking: record.bookingId,
      stopId: record.stopId,
      kind: record.kind,
      storageKey: record.storageKey,
      thumbnailKey: record.thumbnailKey,
      contentType: record.contentType,
      bytes: record.bytes,
      width: record.width,
      height: record.height,
      capturedAt: record.capturedAt,
      uploadedBy: record.uploadedBy,
      uploadedAt: record.uploadedAt,
    });
  }

  async findById(id: string): Promise<PhotoRecord | null> {
    if (!isUuid(id)) return null;
    const row = await this.em
      .createQueryBuilder(BookingPhotoEntity, 'p')
      .select([...fields])
      .where({ id })
      .execute<PhotoRow>('get');
    return row ? recordOf(row) : null;
  }

  async listForBooking(bookingId: string): Promise<PhotoRecord[]> {
    if (!isUuid(bookingId)) return [];
    const rows = await this.em
      .createQueryBuilder(BookingPhotoEntity, 'p')
      .select([...fields])
      .where({ booking: bookingId })
      .orderBy([{ uploadedAt: 'asc' }, { id: 'asc' }])
      .execute<PhotoRow[]>('all');
    return rows.map(recordOf);
  }

  async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.em
      .createQueryBuilder(BookingPhotoEntity, 'p')
      .select(['storageKey', 'thumbnailKey'])
      .where({ $or: [{ storageKey: { $in: [...keys] } }, { thumbnailKey: { $in: [...keys] } }] })
      .execute<{ storageKey: string; thumbnailKey: string }[]>('all');
    const wanted = new Set(keys);
    const found = new Set<string>();
    for (const row of rows) {
      if (wanted.has(row.storageKey)) found.add(row.storageKey);
      if (wanted.has(row.thumbnailKey)) found.add(row.thumbnailKey);
    }
    return found;
  }
}
