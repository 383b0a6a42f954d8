// The worker's own scheduling, with a queue and a transport of the test's making: a slow send
// holds one slot only, and a stop claims nothing more while the sends in flight finish; a
// message's send-time part is made just before it goes out, and one that cannot be made now is a
// retry (decision 0160).
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DeliveryWorker } from './delivery-worker.ts';
import type { MailTransport } from './mail-transport.ts';
import type { ClaimedMail, OutboxQueue, OutgoingMail } from './outbox-queue.ts';
import { SendTimeParts } from './send-time-parts.ts';

const linkParts = new SendTimeParts({
  'manage-link': async (part) => ({ text: `https://site/${part.tokenId}` }),
});

const mail = (id: string): ClaimedMail => ({
  id,
  kind: 'booking-notice',
  messageId: `<${id}@test>`,
  to: 'office@example.com',
  replyTo: null,
  subject: id,
  text: id,
  html: id,
  attachments: [],
  parts: [],
  attempts: 1,
});

/** Hands out `ids` in order; records what was marked sent (the `lost` ones after their lease). */
function listQueue(ids: string[], lost: string[] = []): OutboxQueue & { sent: string[]; lost: string[] } {
  const waiting = [...ids];
  const queue = {
    sent: [] as string[],
    lost,
    claim: async (_worker: string, limit: number) => waiting.splice(0, limit).map(mail),
    markSent: async (id: string) => {
      queue.sent.push(id);
      return queue.lost.includes(id) ? ('lost' as const) : ('held' as const);
    },
    markRetry: async () => {},
    markDead: async () => {},
  };
  return queue;
}

const delayedTransport = (delayFor: (id: string) => number): MailTransport => ({
  send: (claimed) => new Promise((resolve) => setTimeout(resolve, delayFor(claimed.id))),
  close: () => {},
});

const worker = (
  queue: OutboxQueue,
  transport: MailTransport,
  logger = pino({ level: 'silent' }),
  parts = linkParts,
) =>
  new DeliveryWorker({
    queue,
    transport,
    parts,
    logger,
    concurrency: 2,
    maxAttempts: 3,
    pollMs: 10,
  });

describe('DeliveryWorker', () => {
  it('keeps sending through its other slot while one send is slow', async () => {
    const queue = listQueue(['slow', 'a', 'b', 'c', 'd', 'e']);
    const running = worker(
      queue,
      delayedTransport((id) => (id === 'slow' ? 600 : 5)),
    );
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(queue.sent).toEqual(['a', 'b', 'c', 'd', 'e']);
    await running.stop();
    expect(queue.sent).toEqual(['a', 'b', 'c', 'd', 'e', 'slow']);
  });

  it('finishes the sends in flight when stopped, and claims nothing more', async () => {
    const queue = listQueue(['a', 'b', 'c', 'd']);
    const running = worker(
      queue,
      delayedTransport(() => 100),
    );
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 30));

    await running.stop(5_000);

    expect(queue.sent.sort()).toEqual(['a', 'b']);
  });

  it('warns when a send outlasted its lease, naming MAIL_LEASE_SECONDS', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const queue = listQueue(['late', 'on-time'], ['late']);
    const running = worker(
      queue,
      delayedTransport(() => 5),
      logger,
    );
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await running.stop();

    expect(queue.sent.sort()).toEqual(['late', 'on-time']);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        messageId: '<late@test>',
        msg: expect.stringMatching(/lease.*another worker.*MAIL_LEASE_SECONDS/),
      }),
    ]);
  });

  it('sends a message with its link made just before the send, and never stores it', async () => {
    const placeholder = '{{send-time-part:0123}}';
    const withLink: ClaimedMail = {
      ...mail('linked'),
      text: `Open ${placeholder}`,
      html: `<a href="${placeholder}">Open</a>`,
      parts: [{ kind: 'manage-link', placeholder, tokenId: '7' }],
    };
    const sent: OutgoingMail[] = [];
    const queue = listQueue([]);
    queue.claim = async (_worker, limit) =>
      limit > 0 && sent.length === 0 && queue.sent.length === 0 ? [withLink] : [];
    const running = worker(queue, {
      send: async (outgoing) => {
        sent.push(outgoing);
      },
      close: () => {},
    });
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await running.stop();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: 'Open https://site/7', html: '<a href="https://site/7">Open</a>' });
    expect(sent[0]).not.toHaveProperty('parts');
    expect(queue.sent).toEqual(['linked']);
  });

  it('tries again later when a part cannot be made now (the database away), sending nothing', async () => {
    const retried: string[] = [];
    const queue = listQueue(['linked']);
    queue.claim = async (_worker, limit) =>
      limit > 0 && retried.length === 0
        ? [{ ...mail('linked'), parts: [{ kind: 'manage-link', placeholder: 'x', tokenId: '7' }] }]
        : [];
    queue.markRetry = async (id: string) => {
      retried.push(id);
    };
    const sent: string[] = [];
    const failing = new SendTimeParts({
      'manage-link': () => Promise.reject(new Error('connection refused')),
    });
    const running = worker(
      queue,
      {
        send: async (outgoing) => {
          sent.push(outgoing.id);
        },
        close: () => {},
      },
      pino({ level: 'silent' }),
      failing,
    );
    running.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await running.stop();

    expect(retried).toEqual(['linked']);
    expect(sent).toEqual([]);
    expect(queue.sent).toEqual([]);
  });
});
