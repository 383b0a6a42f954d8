import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { FileObjectStore } from './file-object-store.ts';
import { photoStoreFrom } from './photo-store-from-config.ts';
import { S3ObjectStore } from './s3-object-store.ts';

describe('photoStoreFrom', () => {
  it('gives the file store by default and the S3 store for PHOTO_STORE=s3', () => {
    expect(photoStoreFrom(loadConfig({}).photoStore)).toBeInstanceOf(FileObjectStore);
    const s3 = photoStoreFrom(loadConfig({ PHOTO_STORE: 's3', S3_BUCKET: 'haul-photos' }).photoStore);
    expect(s3).toBeInstanceOf(S3ObjectStore);
    (s3 as S3ObjectStore).close();
  });
});
