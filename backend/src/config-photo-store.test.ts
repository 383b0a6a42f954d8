import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configProblems } from './test-support/config-problems.ts';

const minio = {
  PHOTO_STORE: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'coastal-haul-photos',
  S3_ACCESS_KEY_ID: 'coastal-haul',
  S3_SECRET_ACCESS_KEY: 'a-long-minio-secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('loadConfig: where photos are kept', () => {
  it('keeps them in files beside the data by default', () => {
    expect(loadConfig({}).photoStore).toEqual({ kind: 'file', directory: path.join('./data', 'photos') });
    expect(loadConfig({ DATA_DIR: '/srv/haul' }).photoStore).toEqual({
      kind: 'file',
      directory: path.join('/srv/haul', 'photos'),
    });
  });

  it('reads an S3-compatible bucket: MinIO with its endpoint and path-style addresses', () => {
    expect(loadConfig(minio).photoStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'coastal-haul-photos',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'coastal-haul', secretAccessKey: 'a-long-minio-secret' },
    });
  });

  it('leaves AWS its own endpoint and its default credentials when none are given', () => {
    expect(
      loadConfig({ PHOTO_STORE: 'S3', S3_BUCKET: 'haul-photos', S3_REGION: 'us-east-2' }).photoStore,
    ).toEqual({
      kind: 's3',
      endpoint: null,
      bucket: 'haul-photos',
      region: 'us-east-2',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('names each bad setting', () => {
    const problems = configProblems;
    expect(problems({ PHOTO_STORE: 'disk' })).toContain('PHOTO_STORE: PHOTO_STORE must be file or s3');
    expect(problems({ PHOTO_STORE: 's3' })).toContain(
      'S3_BUCKET: S3_BUCKET must be set when PHOTO_STORE is s3',
    );
    expect(problems({ ...minio, S3_BUCKET: 'Photos_Bucket' })).toContain(
      'S3_BUCKET: S3_BUCKET must be a bucket name',
    );
    expect(problems({ ...minio, S3_ENDPOINT: 'ftp://minio' })).toContain(
      'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(problems({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(problems({ ...minio, S3_FORCE_PATH_STYLE: 'maybe' })).toContain(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });

  it('never repeats a secret in its messages', () => {
    try {
      loadConfig({ ...minio, S3_ACCESS_KEY_ID: '', S3_BUCKET: 'X' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as Error).message).not.toContain('a-long-minio-secret');
    }
  });
});
