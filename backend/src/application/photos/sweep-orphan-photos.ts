// The orphan sweep (docs/decisions/0147): bytes are stored before their row, so an upload whose
// transaction never committed (the process died, the database refused, the phone's request was
// cut off after the bytes were stored) leaves objects no row points at. They are invisible (every
// read starts from a row) and harmless but for space; this removes them once they are older than
// a grace period far longer than any upload's transaction, so a photo whose row is about to
// commit is never taken. It also clears what crashed writes left in the store itself. The
// photo store (DATA_DIR/photos, or its bucket) holds photos only, and even so only keys shaped
// as this use case makes them are ever considered: anything else put there by hand is left be.
import type { Clock } from '../ports/clock.ts';
import type { ObjectStore } from '../ports/object-store.ts';
import type { PhotoRecords } from '../ports/photo-records.ts';

export interface OrphanSweepOptions {
  /** Only objects stored longer ago than this are considered (default 24 hours). */
  readonly graceMs?: number;
  /** Keys checked against the rows per query (default 500). */
  readonly batchSize?: number;
}

export interface OrphanSweepReport {
  /** Objects older than the grace period that were checked. */
  readonly examined: number;
  readonly removed: number;
  /** Temporary pieces of crashed writes removed by the store. */
  readonly incompleteRemoved: number;
}

export const defaultOrphanGraceMs = 24 * 60 * 60 * 1000;

/** `2026-11/<uuid>.jpg` or `2026-11/<uuid>.thumb.jpg` (store-booking-photo.ts). */
const photoKey = /^\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.jpg$/;

export async function sweepOrphanPhotos(
  deps: { store: ObjectStore; records: PhotoRecords; clock: Clock },
  { graceMs = defaultOrphanGraceMs, batchSize = 500 }: OrphanSweepOptions = {},
): Promise<OrphanSweepReport> {
  const cutoff = new Date(deps.clock.now().getTime() - graceMs);
  let examined = 0;
  let removed = 0;
  let batch: string[] = [];

  const settle = async () => {
    const referenced = await deps.records.referencedKeys(batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await deps.store.delete(key);
      removed += 1;
    }
    batch = [];
  };

  for await (const object of deps.store.list('')) {
    if (object.lastModified >= cutoff || !photoKey.test(object.key)) continue;
    examined += 1;
    batch.push(object.key);
    if (batch.length >= batchSize) await settle();
  }
  if (batch.length > 0) await settle();

  const incompleteRemoved = await deps.store.discardIncomplete(cutoff);
  return { examined, removed, incompleteRemoved };
}
