// Which ObjectStore holds the photos, from the configuration (PHOTO_STORE, decision 0145). The
// composition root calls this when the photo routes are wired.
import type { ObjectStore } from '../../application/ports/object-store.ts';
import type { Config } from '../../config.ts';
import { FileObjectStore } from './file-object-store.ts';
import { S3ObjectStore } from './s3-object-store.ts';

export function photoStoreFrom(settings: Config['photoStore']): ObjectStore {
  return settings.kind === 's3' ? new S3ObjectStore(settings) : new FileObjectStore(settings.directory);
}
