import { Readable } from 'node:stream';
import type { Clock } from '../../application/ports/clock.ts';
import {
  assertKeyPrefix,
  assertObjectKey,
  type ObjectListing,
  type ObjectStore,
  type StoredObject,
} from '../../application/ports/object-store.ts';

interface Entry {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly lastModified: Date;
}

/** Objects in a map, timed by the given clock (use-case tests and the sweep's tests). */
export class InMemoryObjectStore implements ObjectStore {
  private readonly objects = new Map<string, Entry>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertObjectKey(key);
    this.objects.set(key, { bytes: Uint8Array.from(bytes), contentType, lastModified: this.clock.now() });
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    const entry = this.objects.get(key);
    if (!entry) return null;
    return {
      body: Readable.from([Buffer.from(entry.bytes)]),
      contentType: entry.contentType,
      contentLength: entry.bytes.byteLength,
    };
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    this.objects.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    return this.objects.has(key);
  }

  async *list(prefix: string): AsyncIterable<ObjectListing> {
    assertKeyPrefix(prefix);
    for (const [key, entry] of [...this.objects]) {
      if (key.startsWith(prefix))
        yield { key, size: entry.bytes.byteLength, lastModified: entry.lastModified };
    }
  }

  async discardIncomplete(): Promise<number> {
    return 0; // a put into a map is never half done
  }

  /** The keys stored now, sorted (for assertions). */
  keys(): string[] {
    return [...this.objects.keys()].sort();
  }
}
