// Graceful stop (docs/reliability.md): the real server (the backend entry `npm start` runs) gets SIGTERM in the
// middle of a burst of bookings. Every booking it acknowledged is stored, new connections are
// refused once it stops, and it exits within 10 s. Checked by restarting on the same data folder
// after the first process has exited (PGlite is one process's database) and replaying every
// acknowledged key: the stored answer must come back, the same booking, not a new one.
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, businessDateAt } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../test-support/pglite-template.ts';
import { bookingBody } from '../test-support/requests.ts';
import { connectionRefused, type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { unfillableFleet } from '../test-support/unfillable-fleet.ts';

const today = businessDateAt(new Date());
const burstSize = 150;
const inFlight = 24;
const stopAfterAnswers = 30;
const exitWithinMs = 10_000;

const booking = (i: number) =>
  bookingBody({
    name: `Stop Test ${i}`,
    deliveryDate: openDayOnOrAfter(addDays(today, 5)),
    pickupDate: openDayOnOrAfter(addDays(today, 9 + (i % 20))),
  });

type Outcome = {
  key: string;
  body: Record<string, unknown>;
  status?: number;
  reply?: unknown;
  failure?: string;
};

async function submit(server: ServerProcess, outcome: Outcome): Promise<void> {
  try {
    const res = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': outcome.key },
      body: JSON.stringify(outcome.body),
    });
    outcome.status = res.status;
    outcome.reply = await res.json();
  } catch (error) {
    // Refused or cut before an answer: not acknowledged, so the client would retry it.
    outcome.failure = String((error as Error & { cause?: { code?: string } }).cause?.code ?? error);
  }
}

let dataDir: string;
const children: ServerProcess[] = [];
beforeAll(async () => {
  // A migrated copy: the server then starts in about a second instead of creating a cluster.
  dataDir = await migratedDataDir('reliability-stop-');
});
afterAll(async () => {
  for (const child of children) await child.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful stop of the production server', () => {
  it('stores every acknowledged booking, refuses new connections and exits within 10 s of SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false', FLEET: unfillableFleet };
    const first = await startServerProcess({ env });
    children.push(first);
    const outcomes: Outcome[] = Array.from({ length: burstSize }, (_, i) => ({
      key: `stop-${process.pid}-${i}`,
      body: booking(i),
    }));

    let answered = 0;
    let signalledAt = 0;
    let next = 0;
    const worker = async () => {
      while (next < outcomes.length) {
        const outcome = outcomes[next++] as Outcome;
        await submit(first, outcome);
        if (outcome.status !== undefined) answered += 1;
        if (answered >= stopAfterAnswers && !signalledAt) {
          signalledAt = performance.now();
          first.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    // New connections are refused from the stop on (the listener closes first, then the process).
    expect(await connectionRefused(first.port)).toBe(true);
    const exit = await first.exited;
    const stoppedWithinMs = performance.now() - signalledAt;
    expect(exit, first.output()).toEqual({ code: 0, signal: null });
    expect(stoppedWithinMs).toBeLessThan(exitWithinMs);
    expect(await connectionRefused(first.port)).toBe(true);

    const acknowledged = outcomes.filter((o) => o.status === 201);
    const refusedAfterStop = outcomes.filter((o) => o.failure !== undefined);
    for (const outcome of outcomes) {
      expect(outcome.status === 201 || outcome.failure !== undefined, JSON.stringify(outcome)).toBe(true);
    }
    const failures: Record<string, number> = {};
    for (const { failure = '' } of refusedAfterStop) failures[failure] = (failures[failure] ?? 0) + 1;
    console.info(
      `graceful stop: ${acknowledged.length} acknowledged, cut ${JSON.stringify(failures)}, exited ${Math.round(stoppedWithinMs)} ms after SIGTERM`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(stopAfterAnswers);
    // The burst was really cut: some requests found the door closed.
    expect(refusedAfterStop.length).toBeGreaterThan(0);

    // Same folder, second process, only after the first has exited.
    const second = await startServerProcess({ env });
    children.push(second);
    for (const outcome of acknowledged) {
      const res = await fetch(`${second.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': outcome.key },
        body: JSON.stringify(outcome.body),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed'), `${outcome.key} was acknowledged but not stored`).toBe(
        'true',
      );
      expect(await res.json()).toEqual(outcome.reply);
    }
    // A request cut off without an answer was never taken in: sent again, it is a new booking.
    // (Were it stored, the server would have accepted work and dropped the answer.)
    for (const outcome of refusedAfterStop) {
      const res = await fetch(`${second.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': outcome.key },
        body: JSON.stringify(outcome.body),
      });
      expect(res.status).toBe(201);
      expect(
        res.headers.get('idempotent-replayed'),
        `${outcome.key} (${outcome.failure}) was stored unanswered`,
      ).toBeNull();
    }
    expect(await second.stop()).toEqual({ code: 0, signal: null, forced: false });
    await sleep(0);
  }, 240_000);
});
