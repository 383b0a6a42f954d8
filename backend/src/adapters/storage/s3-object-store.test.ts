import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ObjectStoreUnavailableError } from '../../application/ports/object-store.ts';
import { type HttpFaultProxy, startHttpFaultProxy } from '../../test-support/http-fault-proxy.ts';
import { type LocalS3Server, startLocalS3Server } from '../../test-support/local-s3-server.ts';
import { describeObjectStoreContract, readAll } from './object-store-contract.ts';
import { S3ObjectStore, type S3StoreSettings } from './s3-object-store.ts';

const bucket = 'coastal-haul-photos';
let s3: LocalS3Server;
let proxy: HttpFaultProxy;
const stores: S3ObjectStore[] = [];

function storeFor(overrides: Partial<S3StoreSettings> = {}): S3ObjectStore {
  const store = new S3ObjectStore({
    endpoint: proxy.endpoint,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3.credentials,
    timeoutMs: 2_000,
    ...overrides,
  });
  stores.push(store);
  return store;
}

let store: S3ObjectStore;

beforeAll(async () => {
  s3 = await startLocalS3Server([bucket]);
  proxy = await startHttpFaultProxy(s3.endpoint);
  store = storeFor();
});
afterAll(async () => {
  for (const each of stores) each.close();
  await proxy?.close();
  await s3?.close();
});

describeObjectStoreContract('S3ObjectStore', () => store);

describe('S3ObjectStore when the service fails', () => {
  beforeEach(() => proxy.setMode({ kind: 'pass' }));

  it('says the bucket is missing, on every operation, rather than "not found"', async () => {
    const lost = storeFor({ bucket: 'no-such-bucket' });
    const missing = /bucket no-such-bucket: the bucket does not exist/;
    await expect(lost.put('a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(missing);
    await expect(lost.get('a.jpg')).rejects.toThrow(missing);
    await expect(lost.exists('a.jpg')).rejects.toThrow(missing);
    await expect(lost.list('')[Symbol.asyncIterator]().next()).rejects.toThrow(missing);
    await expect(lost.get('a.jpg')).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
  });

  it('retries a 503 and a 500, and the write lands once', async () => {
    proxy.setMode({ kind: 'fail', status: 503, times: 2 });
    await store.put('retried/after-503.jpg', Buffer.from('after two 503s'), 'image/jpeg');
    expect(proxy.requests).toBe(3);

    proxy.setMode({ kind: 'fail', status: 500, times: 1 });
    const stored = await store.get('retried/after-503.jpg');
    expect(proxy.requests).toBe(2);
    expect((await readAll(stored!.body)).toString()).toBe('after two 503s');
  });

  it('gives up after its attempts with an error that names the status and the attempts', async () => {
    proxy.setMode({ kind: 'fail', status: 500 });
    const failing = store.put('retried/never.jpg', Buffer.from('x'), 'image/jpeg');
    await expect(failing).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    await expect(failing).rejects.toThrow(/InternalError \(HTTP 500, 3 attempt\(s\)\)/);
    expect(proxy.requests).toBe(3);
  });

  it('stops waiting for a server that never answers, after its timeout on each attempt', async () => {
    const impatient = storeFor({ timeoutMs: 300, maxAttempts: 2 });
    proxy.setMode({ kind: 'hang' });
    const started = Date.now();
    await expect(impatient.get('retried/slow.jpg')).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(proxy.requests).toBe(2);
  });

  it('never puts a credential in its error messages', async () => {
    const secretAccessKey = 'a-secret-that-must-never-be-logged';
    const wrong = storeFor({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey } });
    const error = await wrong
      .put('denied.jpg', Buffer.from('x'), 'image/jpeg')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ObjectStoreUnavailableError);
    expect((error as Error).message).toMatch(/InvalidAccessKeyId \(HTTP 403/);
    expect((error as Error).message).not.toContain(secretAccessKey);
  });
});
