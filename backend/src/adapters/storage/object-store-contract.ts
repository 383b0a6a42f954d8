// The one contract every ObjectStore adapter passes (application/ports/object-store.ts): the
// file store, the S3 store against a local S3 server, and the in-memory store the use-case tests
// use. Each test works under its own random folder, so one store serves the whole suite.
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ByteStream, ObjectListing, ObjectStore } from '../../application/ports/object-store.ts';

export async function readAll(body: ByteStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listAll(store: ObjectStore, prefix: string): Promise<ObjectListing[]> {
  const found: ObjectListing[] = [];
  for await (const item of store.list(prefix)) found.push(item);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

const badKeys = [
  '',
  '../escape.jpg',
  'a/../../escape.jpg',
  '/etc/passwd',
  'a//b.jpg',
  '.hidden',
  'a/.type',
  'Upper.jpg',
  'a\\b.jpg',
  'a b.jpg',
  'a/',
  `${'x'.repeat(201)}`,
  'caf\u00e9.jpg',
  'nul\u0000.jpg',
];

/** Defines the contract's tests for the store the getter returns (ready by the time tests run). */
export function describeObjectStoreContract(name: string, getStore: () => ObjectStore): void {
  describe(`${name}: the ObjectStore contract`, () => {
    const folder = () => `contract-${randomUUID()}`;

    it('gives back exactly the bytes and the content type it stored', async () => {
      const store = getStore();
      const key = `${folder()}/photo.jpg`;
      const bytes = randomBytes(256 * 1024 + 7);
      await store.put(key, bytes, 'image/jpeg');
      const stored = await store.get(key);
      expect(stored).not.toBeNull();
      expect(stored?.contentType).toBe('image/jpeg');
      expect(stored?.contentLength).toBe(bytes.length);
      expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
    });

    it('stores an empty object', async () => {
      const store = getStore();
      const key = `${folder()}/empty.bin`;
      await store.put(key, new Uint8Array(0), 'application/octet-stream');
      const stored = await store.get(key);
      expect(stored?.contentLength).toBe(0);
      expect((await readAll(stored!.body)).length).toBe(0);
    });

    it('answers null and false for a key never stored, and deleting it is no error', async () => {
      const store = getStore();
      const key = `${folder()}/never.jpg`;
      expect(await store.get(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('replaces an object whole, and forgets a deleted one', async () => {
      const store = getStore();
      const key = `${folder()}/replaced.webp`;
      await store.put(key, Buffer.from('first version'), 'image/jpeg');
      await store.put(key, Buffer.from('second'), 'image/webp');
      const stored = await store.get(key);
      expect(stored?.contentType).toBe('image/webp');
      expect((await readAll(stored!.body)).toString()).toBe('second');
      expect(await store.exists(key)).toBe(true);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
    });

    it('lets concurrent writers of one key leave one whole version, never a mix', async () => {
      const store = getStore();
      const key = `${folder()}/raced.bin`;
      const versions = [0xa1, 0xb2, 0xc3, 0xd4].map((fill) => Buffer.alloc(200 * 1024, fill));
      await Promise.all(versions.map((bytes) => store.put(key, bytes, 'application/octet-stream')));
      const body = await readAll((await store.get(key))!.body);
      expect(versions.some((version) => version.equals(body))).toBe(true);
    });

    it('lists the objects under a prefix, with their sizes and times, and nothing else', async () => {
      const store = getStore();
      const base = folder();
      const before = Date.now();
      await store.put(`${base}/2026-11/a.jpg`, Buffer.alloc(10), 'image/jpeg');
      await store.put(`${base}/2026-11/b.jpg`, Buffer.alloc(20), 'image/jpeg');
      await store.put(`${base}/2026-12/c.jpg`, Buffer.alloc(30), 'image/jpeg');
      await store.put(`${folder()}/2026-11/other.jpg`, Buffer.alloc(5), 'image/jpeg');

      const november = await listAll(store, `${base}/2026-11/`);
      expect(november.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: `${base}/2026-11/a.jpg`, size: 10 },
        { key: `${base}/2026-11/b.jpg`, size: 20 },
      ]);
      for (const item of november) {
        // Object stores keep whole seconds; allow a little clock skew with the local server.
        expect(item.lastModified.getTime()).toBeGreaterThanOrEqual(before - 2_000);
        expect(item.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
      }
      expect((await listAll(store, `${base}/`)).map((item) => item.key)).toEqual([
        `${base}/2026-11/a.jpg`,
        `${base}/2026-11/b.jpg`,
        `${base}/2026-12/c.jpg`,
      ]);
      expect(await listAll(store, `${base}/2027`)).toEqual([]);
    });

    it('refuses keys the application could not have made, before touching anything', async () => {
      const store = getStore();
      for (const key of badKeys) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(RangeError);
        await expect(store.get(key), key).rejects.toThrow(RangeError);
        await expect(store.exists(key), key).rejects.toThrow(RangeError);
        await expect(store.delete(key), key).rejects.toThrow(RangeError);
      }
      await expect(listAll(store, '../')).rejects.toThrow(RangeError);
    });
  });
}
