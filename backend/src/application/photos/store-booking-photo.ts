// "Store a photo for a booking" (docs/decisions/0147): process the upload, put the thumbnail and
// the photo in the object store, and hand back the row to insert. The caller inserts it in the
// transaction of the action the photo proves (Delivered, Picked up, Problem), so the bytes are
// always stored before the row exists: a row never points at nothing, and bytes whose row never
// committed (a crash, a failed transaction) are an orphan the sweep removes
// (sweep-orphan-photos.ts), or `discard` removes at once when the caller knows it failed.
import { businessDateAt } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { ObjectStore } from '../ports/object-store.ts';
import type { PhotoProcessor, PhotoRefusalReason } from '../ports/photo-processor.ts';
import type { PhotoKind, PhotoRecord } from '../ports/photo-records.ts';

export interface BookingPhotoUpload {
  readonly bookingId: string;
  readonly stopId: string | null;
  readonly kind: PhotoKind;
  readonly bytes: Uint8Array;
  /** The signed-in user sending it. */
  readonly uploadedBy: string;
  /**
   * The capture time the phone read before it shrank the photo (a canvas drops EXIF). Used only
   * when the stored image itself has none; it is what the phone says, not proof.
   */
  readonly reportedCapturedAt?: Date | null;
}

export type StoredBookingPhoto =
  | { readonly ok: true; readonly record: PhotoRecord }
  | { readonly ok: false; readonly reason: PhotoRefusalReason; readonly message: string };

// A capture time later than this after the upload is a phone clock set wrong, not a time.
const clockSkewMs = 60 * 60 * 1000;

export class StoreBookingPhoto {
  private readonly processor: PhotoProcessor;
  private readonly store: ObjectStore;
  private readonly ids: IdGenerator;
  private readonly clock: Clock;

  constructor(deps: { processor: PhotoProcessor; store: ObjectStore; ids: IdGenerator; clock: Clock }) {
    this.processor = deps.processor;
    this.store = deps.store;
    this.ids = deps.ids;
    this.clock = deps.clock;
  }

  /** Refusals (not a photo, too big ...) are answers; a store that fails throws. */
  async execute(upload: BookingPhotoUpload): Promise<StoredBookingPhoto> {
    const processing = await this.processor.process(upload.bytes);
    if (!processing.ok) return processing;
    const { photo, thumbnail, capturedAt } = processing.processed;

    const id = this.ids.next();
    const uploadedAt = this.clock.now();
    // Keys from the id and the month only, never from anything the request sent; a month per
    // folder keeps folders small and lets an owner find and back up photos by month.
    const folder = businessDateAt(uploadedAt).slice(0, 7);
    const storageKey = `${folder}/${id}.jpg`;
    const thumbnailKey = `${folder}/${id}.thumb.jpg`;

    await this.store.put(thumbnailKey, thumbnail.bytes, thumbnail.contentType);
    try {
      await this.store.put(storageKey, photo.bytes, photo.contentType);
    } catch (error) {
      await this.store.delete(thumbnailKey).catch(() => {}); // else the sweep takes it
      throw error;
    }

    return {
      ok: true,
      record: {
        id,
        bookingId: upload.bookingId,
        stopId: upload.stopId,
        kind: upload.kind,
        storageKey,
        thumbnailKey,
        contentType: photo.contentType,
        bytes: photo.bytes.length,
        width: photo.width,
        height: photo.height,
        capturedAt: plausible(capturedAt ?? upload.reportedCapturedAt ?? null, uploadedAt),
        uploadedBy: upload.uploadedBy,
        uploadedAt,
      },
    };
  }

  /**
   * Removes a record's bytes when its row will never be written (the caller's transaction
   * failed). Best effort: whatever is left is an orphan the sweep removes.
   */
  async discard(record: Pick<PhotoRecord, 'storageKey' | 'thumbnailKey'>): Promise<void> {
    await Promise.allSettled([this.store.delete(record.storageKey), this.store.delete(record.thumbnailKey)]);
  }
}

function plausible(capturedAt: Date | null, uploadedAt: Date): Date | null {
  if (!capturedAt || Number.isNaN(capturedAt.getTime())) return null;
  return capturedAt.getTime() <= uploadedAt.getTime() + clockSkewMs ? capturedAt : null;
}
