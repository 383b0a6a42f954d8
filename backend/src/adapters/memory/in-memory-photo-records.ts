import type { PhotoRecord, PhotoRecords } from '../../application/ports/photo-records.ts';

/** Photo rows in a list (use-case tests); a committed row is simply one that was inserted. */
export class InMemoryPhotoRecords implements PhotoRecords {
  private readonly rows: PhotoRecord[] = [];

  async insert(record: PhotoRecord): Promise<void> {
    if (this.rows.some((row) => row.id === record.id)) throw new Error(`Duplicate photo id ${record.id}`);
    this.rows.push(record);
  }

  async findById(id: string): Promise<PhotoRecord | null> {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async listForBooking(bookingId: string): Promise<PhotoRecord[]> {
    return this.rows
      .filter((row) => row.bookingId === bookingId)
      .sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime());
  }

  async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(keys);
    const found = new Set<string>();
    for (const row of this.rows) {
      if (wanted.has(row.storageKey)) found.add(row.storageKey);
      if (wanted.has(row.thumbnailKey)) found.add(row.thumbnailKey);
    }
    return found;
  }
}
