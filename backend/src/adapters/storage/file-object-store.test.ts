import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileObjectStore } from './file-object-store.ts';
import { describeObjectStoreContract, readAll } from './object-store-contract.ts';

let root: string;
let store: FileObjectStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'file-object-store-'));
  store = new FileObjectStore(path.join(root, 'photos'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeObjectStoreContract('FileObjectStore', () => store);

const storeModule = fileURLToPath(new URL('./file-object-store.ts', import.meta.url));

/**
 * Starts a process that writes `megabytes` under the key and kills it as soon as the data's
 * temporary file appears, that is in the middle of the write; true when it was caught there.
 */
async function killedWhileWriting(directory: string, key: string, megabytes: number, fill: number) {
  const script = `
    import { FileObjectStore } from ${JSON.stringify(storeModule)};
    const store = new FileObjectStore(${JSON.stringify(directory)});
    await store.put(${JSON.stringify(key)}, Buffer.alloc(${megabytes} * 1024 * 1024, ${fill}), 'image/jpeg');
  `;
  const dataTemporary = new RegExp(`^\\.${key.replace('.', '\\.')}\\.[0-9a-f-]{36}\\.tmp$`);
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let caught = false;
  let running = true;
  void exited.then(() => {
    running = false;
  });
  while (running && !caught) {
    const names = await readdir(directory).catch(() => [] as string[]);
    if (names.some((name) => dataTemporary.test(name))) {
      child.kill('SIGKILL');
      caught = true;
    } else await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await exited;
  return caught;
}

describe('FileObjectStore on disk', () => {
  it('keeps its files under the folder it was given, as plain files an owner can open', async () => {
    await store.put('2026-11/one.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const folder = path.join(root, 'photos', '2026-11');
    expect((await readdir(folder)).sort()).toEqual(['.one.jpg.type', 'one.jpg']);
  });

  it('never shows a half-written file under the final name when the writer dies', async () => {
    const directory = path.join(root, 'crash');
    const crashing = new FileObjectStore(directory);
    const whole = Buffer.alloc(1024, 0x11);
    await crashing.put('kept.jpg', whole, 'image/jpeg');

    expect(await killedWhileWriting(directory, 'new.jpg', 128, 0x22)).toBe(true);
    expect(await killedWhileWriting(directory, 'kept.jpg', 128, 0x33)).toBe(true);

    expect(await crashing.get('new.jpg')).toBeNull();
    expect(await crashing.exists('new.jpg')).toBe(false);
    const kept = await readAll((await crashing.get('kept.jpg'))!.body);
    expect(kept.equals(whole)).toBe(true);
    expect((await readdir(directory)).some((name) => name.endsWith('.tmp'))).toBe(true);

    const listed = [];
    for await (const item of crashing.list('')) listed.push(item.key);
    expect(listed.every((key) => key === 'kept.jpg' || key === 'new.jpg')).toBe(true);
  });

  it('removes the temporary files a crashed write left, once they are old enough', async () => {
    const directory = path.join(root, 'leftovers');
    const leftovers = new FileObjectStore(directory);
    await leftovers.put('2026-11/whole.jpg', Buffer.from('whole'), 'image/jpeg');
    const stale = path.join(directory, '2026-11', '.half.jpg.0b8e.tmp');
    const recent = path.join(directory, '2026-11', '.other.jpg.77aa.tmp');
    await writeFile(stale, 'half');
    await writeFile(recent, 'still being written');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(stale, anHourAgo, anHourAgo);

    expect(await leftovers.discardIncomplete(new Date(Date.now() - 600_000))).toBe(1);
    expect((await readdir(path.join(directory, '2026-11'))).sort()).toEqual([
      '.other.jpg.77aa.tmp',
      '.whole.jpg.type',
      'whole.jpg',
    ]);
  });

  it('never leaves its folder: keys cannot climb out, and a listing does not follow links', async () => {
    const directory = path.join(root, 'linked');
    const linked = new FileObjectStore(directory);
    await linked.put('inside.jpg', Buffer.from('x'), 'image/jpeg');
    await symlink(root, path.join(directory, 'out'));
    await expect(linked.get('../crash/kept.jpg')).rejects.toThrow(RangeError);
    await expect(linked.put('..', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(RangeError);
    const listed = [];
    for await (const item of linked.list('')) listed.push(item.key);
    expect(listed).toEqual(['inside.jpg']);
  });

  it('answers an empty listing for a folder that does not exist yet', async () => {
    const empty = new FileObjectStore(path.join(root, 'not-created'));
    const listed = [];
    for await (const item of empty.list('2026-11/')) listed.push(item);
    expect(listed).toEqual([]);
    expect(await empty.discardIncomplete(new Date())).toBe(0);
  });
});
