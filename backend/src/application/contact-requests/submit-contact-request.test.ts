import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { contactRequest, testNow } from '../../test-support/requests.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { SubmitContactRequest } from './submit-contact-request.ts';

describe('SubmitContactRequest', () => {
  let store: TestStore;
  let submit: SubmitContactRequest;

  beforeEach(async () => {
    store = await openTestStore();
    submit = new SubmitContactRequest(
      store.unitOfWork,
      store.idempotency,
      new FixedClock(testNow),
      new SequentialIds(),
    );
  });

  it('stores the request as not yet contacted and answers with its id', async () => {
    const outcome = await submit.execute(contactRequest());

    expect(await store.contactRequests()).toEqual([
      expect.objectContaining({ name: 'Sam Ortiz', isContacted: false, createdAt: testNow }),
    ]);
    expect(outcome).toEqual({
      kind: 'created',
      reply: { status: 201, body: { id: (await store.contactRequests())[0]?.id } },
    });
  });

  it('replays a retry with the same key and body without storing again', async () => {
    const claim = { scope: 'contact', key: 'c-1', requestHash: 'h' };
    await submit.execute(contactRequest(), claim);
    const retry = await submit.execute(contactRequest(), claim);

    expect(retry.kind).toBe('replayed');
    expect(await store.contactRequests()).toHaveLength(1);
  });

  it('refuses a reused key that carries another message', async () => {
    await submit.execute(contactRequest(), { scope: 'contact', key: 'c-1', requestHash: 'h1' });
    const reused = await submit.execute(contactRequest({ message: 'Other' }), {
      scope: 'contact',
      key: 'c-1',
      requestHash: 'h2',
    });

    expect(reused.kind).toBe('key_reused');
    expect(await store.contactRequests()).toHaveLength(1);
  });

  it('queues the notice to the business and the acknowledgement to the visitor with the request', async () => {
    await submit.execute(contactRequest());

    const [request] = await store.contactRequests();
    expect((await store.outbox()).map((row) => row.message)).toEqual([
      { kind: 'contact-notice', request },
      { kind: 'contact-acknowledgement', request },
    ]);
  });

  it('queues nothing for a replay', async () => {
    const claim = { scope: 'contact', key: 'c-mail', requestHash: 'h' };
    await submit.execute(contactRequest(), claim);
    await submit.execute(contactRequest(), claim);

    expect(await store.outbox()).toHaveLength(2);
  });
});
