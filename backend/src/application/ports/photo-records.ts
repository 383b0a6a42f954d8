// The database's side of a photo (docs/decisions/0147): one row per photo, written in the same
// transaction as what the photo proves (a delivery, a pickup, a problem), after its bytes are in
// the object store. A row therefore always points at stored bytes; bytes without a row (an
// upload whose transaction never committed) are swept later (photos/sweep-orphan-photos.ts).
// The table and its adapter come with the dispatch work; this is the contract they fill.

/** Why the photo was taken: the container where it was set down, the landfill's ticket, a problem. */
export const photoKinds = ['placement', 'scale_ticket', 'problem'] as const;
export type PhotoKind = (typeof photoKinds)[number];

export interface PhotoRecord {
  /** A random UUID, also the photo's address: never a counter someone could guess. */
  readonly id: string;
  readonly bookingId: string;
  /** The delivery, pickup or swap it was taken at; null when staff add one to the booking. */
  readonly stopId: string | null;
  readonly kind: PhotoKind;
  /** Object keys (ports/object-store.ts) of the photo and of its thumbnail. */
  readonly storageKey: string;
  readonly thumbnailKey: string;
  readonly contentType: 'image/jpeg';
  /** The stored photo's size and dimensions (not the upload's). */
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  /** When the camera took it, as the photo (or, lacking EXIF, the phone) says; null if unknown. */
  readonly capturedAt: Date | null;
  /** The signed-in user (driver or staff) who sent it. */
  readonly uploadedBy: string;
  readonly uploadedAt: Date;
}

export interface PhotoRecords {
  /** Adds the row; run it in the unit of work of the action the photo belongs to. */
  insert(record: PhotoRecord): Promise<void>;
  findById(id: string): Promise<PhotoRecord | null>;
  /** The booking's photos, oldest first. */
  listForBooking(bookingId: string): Promise<PhotoRecord[]>;
  /** Of the given object keys, those a row points at (as photo or thumbnail). */
  referencedKeys(keys: readonly string[]): Promise<Set<string>>;
}
