// The production store (docs/decisions/0145): one bucket of any S3-compatible service (MinIO in
// docker-compose, AWS S3, Cloudflare R2, Backblaze B2 ...), so every app instance sees every
// photo. A PUT of a whole body is atomic in S3: the object appears complete or not at all.
// The SDK retries throttling, 5xx answers, dropped connections and timeouts (its standard
// strategy, `maxAttempts` in all); what is still failing after them is an
// ObjectStoreUnavailableError, which the HTTP adapter answers with 503.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertKeyPrefix,
  assertObjectKey,
  type ObjectListing,
  type ObjectStore,
  ObjectStoreUnavailableError,
  type StoredObject,
} from '../../application/ports/object-store.ts';

export interface S3StoreSettings {
  /** Null: AWS's own endpoint for the region. */
  readonly endpoint: string | null;
  readonly bucket: string;
  readonly region: string;
  /** `host/bucket/key` addresses instead of `bucket.host/key` (MinIO and most local servers). */
  readonly forcePathStyle: boolean;
  /** Null: the SDK's default chain (AWS_* variables, an instance or task role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** One attempt's deadline for connecting and for the answer (default 10 s). */
  readonly timeoutMs?: number;
  /** Attempts per request, the first included (default 3). */
  readonly maxAttempts?: number;
}

export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StoreSettings) {
    const timeoutMs = settings.timeoutMs ?? 10_000;
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      maxAttempts: settings.maxAttempts ?? 3,
      // Without throwOnRequestTimeout the handler only logs a warning and waits on forever.
      requestHandler: {
        connectionTimeout: timeoutMs,
        requestTimeout: timeoutMs,
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 requires them: several S3-compatible services refuse the
      // SDK's newer default (CRC32 checksums on every upload). A body sent whole is still
      // covered by its SHA-256 in the request's signature.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.send('store', key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    const answer = await this.send('read', key, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })).catch((error: unknown) => {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }),
    );
    if (!answer) return null;
    return {
      body: answer.Body as Readable,
      contentType: answer.ContentType ?? 'application/octet-stream',
      contentLength: answer.ContentLength ?? 0,
    };
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.send('delete', key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    return this.send('check', key, async () => {
      try {
        await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD answer has no body: a missing key and a missing bucket are both a bare 404.
        if (!isNotFound(error)) throw error;
        await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
        return false;
      }
    });
  }

  async *list(prefix: string): AsyncIterable<ObjectListing> {
    assertKeyPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.send('list', prefix || '(all)', () =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key === undefined) continue;
        yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async discardIncomplete(): Promise<number> {
    // Every put is one request, never a multipart upload: a cut-off PUT leaves nothing behind.
    return 0;
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private async send<T>(action: string, key: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new ObjectStoreUnavailableError(
        `Could not ${action} ${key} in bucket ${this.bucket}: ${describe(error)}`,
        { cause: error },
      );
    }
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** The service's error code and status, or the network error's name: never a credential. */
function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    const attempts = error.$metadata.attempts;
    if (error.name === 'NoSuchBucket' || (error.name === 'NotFound' && status === 404)) {
      return `the bucket does not exist (${error.name})`;
    }
    return `${error.name} (HTTP ${status ?? '?'}, ${attempts ?? 1} attempt(s))`;
  }
  if (error instanceof Error) return error.name === 'Error' ? error.message : error.name;
  return String(error);
}
