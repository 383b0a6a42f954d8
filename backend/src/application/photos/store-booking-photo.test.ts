import { beforeEach, describe, expect, it } from 'vitest';
import { FakePhotoProcessor } from '../../adapters/memory/fake-photo-processor.ts';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { InMemoryObjectStore } from '../../adapters/memory/in-memory-object-store.ts';
import { InMemoryPhotoRecords } from '../../adapters/memory/in-memory-photo-records.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { ObjectStoreUnavailableError } from '../ports/object-store.ts';
import { type BookingPhotoUpload, StoreBookingPhoto } from './store-booking-photo.ts';
import { sweepOrphanPhotos } from './sweep-orphan-photos.ts';

/** A store whose puts fail for keys matching the pattern (a full disk, an S3 outage). */
class FailingStore extends InMemoryObjectStore {
  failing: RegExp | null = null;
  override async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (this.failing?.test(key)) throw new ObjectStoreUnavailableError(`Could not store ${key}`);
    return super.put(key, bytes, contentType);
  }
}

// 23:30 on Nov 30 in Florida is already December in UTC: the folder follows Florida's month.
const now = new Date('2026-12-01T04:30:00Z');
let clock: FixedClock;
let store: FailingStore;
let records: InMemoryPhotoRecords;
let processor: FakePhotoProcessor;
let useCase: StoreBookingPhoto;

const upload = (overrides: Partial<BookingPhotoUpload> = {}): BookingPhotoUpload => ({
  bookingId: 'booking-1',
  stopId: 'stop-7',
  kind: 'placement',
  bytes: Buffer.from('JPEG the container on the driveway'),
  uploadedBy: 'driver-dan',
  ...overrides,
});

beforeEach(() => {
  clock = new FixedClock(now);
  store = new FailingStore(clock);
  records = new InMemoryPhotoRecords();
  processor = new FakePhotoProcessor();
  useCase = new StoreBookingPhoto({ processor, store, ids: new SequentialIds(), clock });
});

describe('StoreBookingPhoto', () => {
  it('stores the processed photo and its thumbnail and returns the row to insert', async () => {
    processor.capturedAt = new Date('2026-12-01T04:28:00Z');
    const result = await useCase.execute(upload());

    expect(result).toEqual({
      ok: true,
      record: {
        id: '00000000-0000-4000-8000-000000000001',
        bookingId: 'booking-1',
        stopId: 'stop-7',
        kind: 'placement',
        storageKey: '2026-11/00000000-0000-4000-8000-000000000001.jpg',
        thumbnailKey: '2026-11/00000000-0000-4000-8000-000000000001.thumb.jpg',
        contentType: 'image/jpeg',
        bytes: 'photo:JPEG the container on the driveway'.length,
        width: 1600,
        height: 1200,
        capturedAt: new Date('2026-12-01T04:28:00Z'),
        uploadedBy: 'driver-dan',
        uploadedAt: now,
      },
    });
    expect(store.keys()).toEqual([
      '2026-11/00000000-0000-4000-8000-000000000001.jpg',
      '2026-11/00000000-0000-4000-8000-000000000001.thumb.jpg',
    ]);
    const stored = await store.get('2026-11/00000000-0000-4000-8000-000000000001.jpg');
    expect(stored?.contentType).toBe('image/jpeg');
  });

  it('keeps the capture time the phone reported only when the image has none, and never one from the future', async () => {
    const reported = new Date('2026-12-01T04:00:00Z');
    processor.capturedAt = new Date('2026-12-01T03:59:00Z');
    const fromImage = await useCase.execute(upload({ reportedCapturedAt: reported }));
    expect(fromImage.ok && fromImage.record.capturedAt).toEqual(new Date('2026-12-01T03:59:00Z'));

    processor.capturedAt = null;
    const fromPhone = await useCase.execute(upload({ reportedCapturedAt: reported }));
    expect(fromPhone.ok && fromPhone.record.capturedAt).toEqual(reported);

    const wrongClock = await useCase.execute(
      upload({ reportedCapturedAt: new Date('2027-03-01T00:00:00Z') }),
    );
    expect(wrongClock.ok && wrongClock.record.capturedAt).toBeNull();
  });

  it('stores nothing for a file that is not a photo, and says why', async () => {
    const result = await useCase.execute(upload({ bytes: Buffer.from('%PDF-1.7 an invoice') }));
    expect(result).toEqual({
      ok: false,
      reason: 'not_an_image',
      message: 'This file is not a photo: choose a JPEG, PNG or WebP picture.',
    });
    expect(store.keys()).toEqual([]);
  });

  it('leaves nothing behind when the store fails between the thumbnail and the photo', async () => {
    store.failing = /\d\.jpg$/; // the photo, not the thumbnail
    await expect(useCase.execute(upload())).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    expect(store.keys()).toEqual([]);
  });

  it('discards the bytes of a record whose row will never be written', async () => {
    const result = await useCase.execute(upload());
    if (!result.ok) throw new Error('refused');
    await useCase.discard(result.record);
    expect(store.keys()).toEqual([]);
  });
});

describe('an upload whose row never committed', () => {
  it('is invisible, and swept once the grace period is over, while committed photos stay', async () => {
    const committed = await useCase.execute(upload());
    if (!committed.ok) throw new Error('refused');
    await records.insert(committed.record);
    // The second upload's transaction fails after its bytes were stored (the process died).
    const orphan = await useCase.execute(upload({ kind: 'problem' }));
    if (!orphan.ok) throw new Error('refused');
    expect(await records.findById(orphan.record.id)).toBeNull();
    expect(await records.listForBooking('booking-1')).toEqual([committed.record]);
    // Something an operator put in the folder by hand is not a photo: never swept.
    await store.put('2026-11/readme.txt', Buffer.from('kept by hand'), 'text/plain');

    // Within the grace period nothing is touched: its row might still be about to commit.
    clock.set(new Date(now.getTime() + 60 * 60 * 1000));
    expect(await sweepOrphanPhotos({ store, records, clock })).toEqual({
      examined: 0,
      removed: 0,
      incompleteRemoved: 0,
    });
    expect(store.keys()).toHaveLength(5);

    clock.set(new Date(now.getTime() + 25 * 60 * 60 * 1000));
    expect(await sweepOrphanPhotos({ store, records, clock }, { batchSize: 3 })).toEqual({
      examined: 4,
      removed: 2,
      incompleteRemoved: 0,
    });
    expect(store.keys()).toEqual(
      [committed.record.storageKey, committed.record.thumbnailKey, '2026-11/readme.txt'].sort(),
    );
  });
});
