// The embedded default (docs/decisions/0145): objects as plain files under one folder beside the
// database (DATA_DIR/photos), so a photo is a JPEG an owner can open and the folder is backed up
// with the data. Each object is its file plus a hidden `.<name>.type` file holding its content
// type. A write goes to a hidden temporary name, is flushed to disk (fsync), then renamed into
// place and the folder flushed: a crash leaves a stray temporary file (removed by
// `discardIncomplete`), never a half-written file under the final name.
import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assertKeyPrefix,
  assertObjectKey,
  type ObjectListing,
  type ObjectStore,
  ObjectStoreUnavailableError,
  type StoredObject,
} from '../../application/ports/object-store.ts';

const temporarySuffix = '.tmp';
const fallbackContentType = 'application/octet-stream';

export class FileObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await this.io('store', key, async () => {
      await mkdir(path.dirname(file), { recursive: true });
      // The type first: the data file's rename is what makes the object exist.
      await writeAtomically(typeFileOf(file), Buffer.from(contentType, 'utf8'));
      await writeAtomically(file, bytes);
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    return this.io('read', key, async () => {
      const handle = await openIfPresent(file);
      if (!handle) return null;
      try {
        const [{ size }, contentType] = await Promise.all([handle.stat(), readContentType(file)]);
        // The stream owns the open file from here: a delete meanwhile does not cut the read.
        return { body: handle.createReadStream(), contentType, contentLength: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await this.io('delete', key, async () => {
      await rm(file, { force: true });
      await rm(typeFileOf(file), { force: true });
    });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.fileOf(key);
    return this.io('check', key, async () => {
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    });
  }

  async *list(prefix: string): AsyncIterable<ObjectListing> {
    assertKeyPrefix(prefix);
    // Start in the deepest folder the prefix names: a month's photos without reading the others.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    for await (const { key, file } of this.walk(folder)) {
      if (!key.startsWith(prefix)) continue;
      const info = await this.io('list', key, () => stat(file).catch(nullIfMissing));
      if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtime };
    }
  }

  /** Removes temporary files older than the instant (a write that crashed); returns how many. */
  async discardIncomplete(olderThan: Date): Promise<number> {
    let removed = 0;
    for await (const { file } of this.walk('', true)) {
      if (!file.endsWith(temporarySuffix)) continue;
      const info = await stat(file).catch(nullIfMissing);
      if (info && info.mtime < olderThan) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Files under a folder (relative, '/'-separated), depth first; hidden ones only on request. */
  private async *walk(folder: string, hidden = false): AsyncIterable<{ key: string; file: string }> {
    const directory = folder === '' ? this.root : this.fileOf(folder);
    let entries: Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw new ObjectStoreUnavailableError('Could not list the stored files', { cause: error });
    }
    for (const entry of entries) {
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      const file = path.join(directory, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) yield* this.walk(key, hidden);
      else if (entry.isFile() && entry.name.startsWith('.') === hidden) yield { key, file };
    }
  }

  /** The key's file; the key rule keeps it inside the root, and the check makes sure. */
  private fileOf(key: string): string {
    assertObjectKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new RangeError('Object key leaves the store');
    return file;
  }

  private async io<T>(action: string, key: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ObjectStoreUnavailableError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      throw new ObjectStoreUnavailableError(`Could not ${action} ${key} in the file store (${code})`, {
        cause: error,
      });
    }
  }
}

function typeFileOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.type`);
}

async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const directory = path.dirname(target);
  const temporary = path.join(directory, `.${path.basename(target)}.${randomUUID()}${temporarySuffix}`);
  const handle = await open(temporary, 'wx', 0o640);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(directory);
}

/** Makes a rename durable: the folder's entry is on disk, not just the file's bytes. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot fsync a folder; the rename itself is still atomic there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle.close();
  }
}

async function openIfPresent(file: string) {
  try {
    return await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function readContentType(file: string): Promise<string> {
  const text = await readFile(typeFileOf(file), 'utf8').catch(nullIfMissing);
  return text?.trim() || fallbackContentType;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

function nullIfMissing(error: unknown): null {
  if (isMissing(error)) return null;
  throw error;
}
