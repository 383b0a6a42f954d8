// Decision 0012 under contention: twenty clients send the same submission with the same Idempotency-Key at once (a
// double click, a retrying proxy). One row is stored and every client gets the same answer; the
// same key with another body is refused with 422 and stores nothing.
import { addDays, businessDateAt } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { expectWellFormed } from './support/answer-checks.ts';
import { type ReliabilityDatabase, reliabilityDatabases } from './support/databases.ts';
import { postJson, type RunningApp, startApp } from './support/running-app.ts';
import { count } from './support/stored-rows.ts';

const today = businessDateAt(new Date());
const booking = (overrides: Record<string, unknown> = {}) =>
  bookingBody({
    deliveryDate: openDayOnOrAfter(addDays(today, 2)),
    pickupDate: openDayOnOrAfter(addDays(today, 12)),
    ...overrides,
  });
const concurrency = 20;

describe.each(reliabilityDatabases())('idempotency under concurrency on $name', (kind) => {
  let database: ReliabilityDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    database = await kind.open();
    running = await startApp({ target: database.target });
  });
  afterAll(async () => {
    await running?.close();
    await database?.dispose();
  });

  it.each([
    ['/api/bookings', 'bookings', booking()],
    ['/api/contact', 'contact_requests', contactBody()],
  ])(
    'stores one row for %s when 20 requests share a key, and answers them all alike',
    async (path, table, body) => {
      const orm = running.composition.orm;
      const before = await count(orm, table);
      const key = `same-key-${table}-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: concurrency }, () =>
          postJson(running.baseUrl, path, body, { 'Idempotency-Key': key }),
        ),
      );
      for (const answer of answers) expectWellFormed(answer, [201]);
      const first = answers[0]?.json;
      for (const answer of answers) expect(answer.json).toEqual(first);
      // Exactly one of them created the row; the others were replays of its answer.
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        concurrency - 1,
      );
      expect(await count(orm, table)).toBe(before + 1);
    },
  );

  it('answers 422 to every concurrent request that reuses a key with another body, storing nothing', async () => {
    const orm = running.composition.orm;
    const key = `reused-${Date.now()}`;
    const original = await postJson(running.baseUrl, '/api/bookings', booking(), { 'Idempotency-Key': key });
    expect(original.status).toBe(201);
    const before = await count(orm, 'bookings');
    const answers = await Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        postJson(running.baseUrl, '/api/bookings', booking({ name: `Other Person ${i}` }), {
          'Idempotency-Key': key,
        }),
      ),
    );
    for (const answer of answers) {
      expectWellFormed(answer, [422]);
      expect((answer.json as { error: string }).error).toBe('idempotency_key_reused');
    }
    expect(await count(orm, 'bookings')).toBe(before);
  });

  it('settles a race between two different bodies on one fresh key: one 201, the rest 201 replays or 422', async () => {
    const orm = running.composition.orm;
    const before = await count(orm, 'bookings');
    const key = `race-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        postJson(running.baseUrl, '/api/bookings', booking({ dumpsterSize: i % 2 ? '10-yard' : '20-yard' }), {
          'Idempotency-Key': key,
        }),
      ),
    );
    for (const answer of answers) expectWellFormed(answer, [201, 422]);
    const created = answers.filter((a) => a.status === 201);
    const winner = created[0]?.json as { dumpsterSize: string };
    // Every 201 is the winner's answer; every loser with the other size got 422.
    for (const answer of created) expect(answer.json).toEqual(winner);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(concurrency / 2);
    expect(await count(orm, 'bookings')).toBe(before + 1);
  });

  it('keeps the same key apart on the two routes', async () => {
    const key = `both-routes-${Date.now()}`;
    const a = await postJson(running.baseUrl, '/api/bookings', booking(), { 'Idempotency-Key': key });
    const b = await postJson(running.baseUrl, '/api/contact', contactBody(), { 'Idempotency-Key': key });
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});
