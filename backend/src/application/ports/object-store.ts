// Where files that every app instance must see are kept (docs/decisions/0145): the drivers'
// photos first. Two adapters fill it: files under DATA_DIR beside the embedded database, and an
// S3-compatible bucket (MinIO in docker-compose, any S3 in production). Both pass one contract
// (adapters/storage/object-store-contract.ts).
/**
 * Bytes read as they arrive: both adapters hand a Node Readable, seen here only as what a use
 * case may do with it (use cases stay free of Node, decision 0116): iterate it, or destroy it to
 * free what it holds open when the reader stops early. The HTTP layer pipes it as a stream.
 */
export type ByteStream = AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown };

/** One stored object as it is read back. */
export interface StoredObject {
  /** The bytes, streamed: the caller reads, pipes or destroys it, which frees what it holds open. */
  readonly body: ByteStream;
  readonly contentType: string;
  readonly contentLength: number;
}

/** One stored object as a listing sees it. */
export interface ObjectListing {
  readonly key: string;
  readonly size: number;
  readonly lastModified: Date;
}

export interface ObjectStore {
  /**
   * Stores the bytes under the key, replacing what was there. All or nothing: a reader sees the
   * old object, the whole new one, or none, never part of one, whatever happens mid-write.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with the prefix, in no particular order. */
  list(prefix: string): AsyncIterable<ObjectListing>;
  /**
   * Removes what writes that crashed midway left behind before the instant (never visible to
   * `get` or `list`); returns how many pieces it removed.
   */
  discardIncomplete(olderThan: Date): Promise<number>;
}

/**
 * Thrown by an adapter when the store cannot be reached or refuses to work (a missing bucket,
 * a server error that retries did not cure, a timeout): the HTTP adapter answers 503.
 */
export class ObjectStoreUnavailableError extends Error {
  override name = 'ObjectStoreUnavailableError';
}

// Keys are made by the application (ids and dates), never taken from a request, and both
// adapters refuse anything else, so no key can climb out of its folder or bucket: lowercase
// letters, digits, '-', '_' and '.', segments separated by single '/', no segment starting with
// '.', at most 200 characters.
const keyPattern = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

export function isObjectKey(key: string): boolean {
  return key.length <= 200 && keyPattern.test(key);
}

/** Throws unless the key is one the application could have made. */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new RangeError(`Not an object key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A listing's prefix: empty, or a key-shaped text that may end with '/'. */
export function assertKeyPrefix(prefix: string): void {
  if (prefix !== '' && !isObjectKey(prefix.replace(/\/$/, ''))) {
    throw new RangeError(`Not a key prefix: ${JSON.stringify(prefix.slice(0, 80))}`);
  }
}
