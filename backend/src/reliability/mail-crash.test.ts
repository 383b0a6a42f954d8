// The outbox's promise (decisions 0070, 0123): the production server is killed (SIGKILL) while it is sending a booking's e-mails,
// after the booking committed and before the SMTP server answered. Started again on the same
// data, it sends each message once more when the dead process's lease ends: the server accepted
// each exactly once, with the Message-ID it had from the start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, businessDateAt } from '@dumpster/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../test-support/requests.ts';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';

const today = businessDateAt(new Date());

describe('a crash between the commit and the send', () => {
  const sink = new SmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-crash-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends in exactly one delivery of each message after the restart', { timeout: 90_000 }, async () => {
    await sink.start();
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_LEASE_SECONDS: '10', LOG_LEVEL: 'error' };
    server = await startServerProcess({ env });
    sink.stallDelivery = true;

    const res = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody({
          deliveryDate: openDayOnOrAfter(addDays(today, 4)),
          pickupDate: openDayOnOrAfter(addDays(today, 10)),
        }),
      ),
    });
    expect(res.status).toBe(201);
    // Both messages are on the wire, unanswered: the process dies now.
    await sink.waitForStalled(2);
    await server.kill();
    sink.stallDelivery = false;

    server = await startServerProcess({ env });
    await sink.waitFor(2);
    // A second delivery, if there were one, would come within a poll or two.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(sink.received).toHaveLength(2);
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(2);
    const reference = ((await res.json()) as { reference: string }).reference;
    expect(sink.received.every((mail) => mail.parsed.subject?.includes(reference))).toBe(true);
  });
});
