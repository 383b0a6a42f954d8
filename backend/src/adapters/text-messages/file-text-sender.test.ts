import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test-support/captured-log.ts';
import { FileTextSender, textFileName } from './file-text-sender.ts';

const at = new Date('2026-12-01T14:05:00Z');
const body = 'Coastal Haul: Your 20-yard dumpster is on its way. Questions? Call (904) 555-0142.';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'texts-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function sender(directory = path.join(root, 'texts')) {
  const log = capturedLog();
  const files = new FileTextSender({
    directory,
    from: '+19045550100',
    logger: log.logger,
    clock: { now: () => at },
  });
  return { files, log, directory };
}

describe('FileTextSender', () => {
  it('writes one readable file per message with its headers and body', async () => {
    const { files, directory } = sender();
    const result = await files.send({ to: '+19045550142', body, reference: 'msg-1' });
    expect(result).toEqual({ ok: true, providerId: 'file:msg-1.txt', status: 'written', segments: 1 });
    expect(await readFile(path.join(directory, 'msg-1.txt'), 'utf8')).toBe(
      [
        'To: +19045550142',
        'From: +19045550100',
        'Time: 2026-12-01T14:05:00.000Z (Tue, Dec 1, 2026, 9:05 AM Florida time)',
        `Segments: 1 (GSM-7, ${body.length} septets)`,
        'Reference: msg-1',
        '',
        body,
        '',
      ].join('\n'),
    );
  });

  it('logs one line with the last four digits, the segments and the file, never the body', async () => {
    const { files, log, directory } = sender();
    await files.send({ to: '+19045550142', body, reference: 'msg-1' });
    expect(log.lines()).toHaveLength(1);
    expect(log.lines()[0]).toMatchObject({
      level: 30,
      msg: 'text message written to a file (no Twilio settings)',
      to: '+*******0142',
      segments: 1,
      reference: 'msg-1',
      file: path.join(directory, 'msg-1.txt'),
    });
    expect(log.text()).not.toContain('9045550142');
    expect(log.text()).not.toContain('on its way');
  });

  it('counts a text that needs UCS-2 as such', async () => {
    const { files, directory } = sender();
    const result = await files.send({ to: '+19045550142', body: 'Coastal Haul: see you 🚛', reference: 'u' });
    expect(result).toMatchObject({ ok: true, segments: 1 });
    expect(await readFile(path.join(directory, 'u.txt'), 'utf8')).toContain(
      'Segments: 1 (UCS-2, 24 UTF-16 units)',
    );
  });

  it('rewrites the same file when a message is sent again, leaving nothing half-written', async () => {
    const { files, directory } = sender();
    await files.send({ to: '+19045550142', body: 'first', reference: 'msg-2' });
    await files.send({ to: '+19045550142', body: 'second', reference: 'msg-2' });
    expect(await readdir(directory)).toEqual(['msg-2.txt']);
    expect(await readFile(path.join(directory, 'msg-2.txt'), 'utf8')).toMatch(/\n\nsecond\n$/);
  });

  it('keeps a reference with path characters inside the folder', async () => {
    expect(textFileName('../../etc/passwd')).toBe('______etc_passwd.txt');
    expect(textFileName('')).toBe('_.txt');
    const { files, directory } = sender();
    await files.send({ to: '+19045550142', body, reference: '../escape' });
    expect(await readdir(directory)).toEqual(['___escape.txt']);
    expect(await readdir(root)).toEqual(['texts']);
  });

  it('answers a temporary failure, without throwing, when the folder cannot be written', async () => {
    const blocked = path.join(root, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const { files, log } = sender(blocked);
    const result = await files.send({ to: '+19045550142', body, reference: 'msg-3' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'temporary' } });
    if (!result.ok) expect(result.failure.detail).toMatch(/^could not write the text's file: /);
    expect(log.lines()).toHaveLength(0);
  });
});
