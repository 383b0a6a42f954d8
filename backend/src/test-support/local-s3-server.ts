// A local S3 server in the test process (@20minutes/s3rver, the maintained fork of s3rver), on
// a free port with its files in a temporary folder, so the S3 adapter is tested against real
// S3 requests and answers (signatures checked) without a network. It accepts the access key
// S3RVER with the secret S3RVER.
//
// One quirk is worked around: s3rver checks a bucket-level request's signature against the path
// without the trailing slash the SDK signs (`/bucket/?list-type=2`), so it would refuse every
// listing. For those requests only, the signature check is waived (the access key must still
// exist); every request on an object keeps its check.
//
// S3 replaces an object atomically: concurrent writers of one key leave one whole version. s3rver
// streams each upload into the same file, so two writes at once can interleave their bytes (seen
// once in CI). Writes of one object are therefore queued one after another here, as S3 behaves.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface KoaContext {
  path: string;
  method: string;
  app: object;
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface LocalS3Server {
  readonly endpoint: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  close(): Promise<void>;
}

export async function startLocalS3Server(buckets: readonly string[]): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const bucketLevel = /^\/[a-z0-9.-]+\/$/;
  server.middleware.unshift((ctx, next) => {
    if (bucketLevel.test(ctx.path)) {
      ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } }) as object;
    }
    return next();
  });
  const writesInFlight = new Map<string, Promise<void>>();
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method !== 'PUT' || bucketLevel.test(ctx.path)) return next();
    const previous = writesInFlight.get(ctx.path) ?? Promise.resolve();
    const mine = previous.then(() => next());
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    writesInFlight.set(ctx.path, settled);
    try {
      await mine;
    } finally {
      if (writesInFlight.get(ctx.path) === settled) writesInFlight.delete(ctx.path);
    }
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
