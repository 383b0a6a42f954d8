import type {
  PhotoProcessing,
  PhotoProcessor,
  ProcessedPhoto,
} from '../../application/ports/photo-processor.ts';

/**
 * A processor for use-case tests: bytes starting with "JPEG" are a photo (the stored bytes are
 * the upload's, tagged), anything else is refused as not an image. The capture time is what the
 * test sets.
 */
export class FakePhotoProcessor implements PhotoProcessor {
  capturedAt: Date | null = null;
  readonly processed: Uint8Array[] = [];

  async process(bytes: Uint8Array): Promise<PhotoProcessing> {
    this.processed.push(bytes);
    if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== 'JPEG') {
      return {
        ok: false,
        reason: 'not_an_image',
        message: 'This file is not a photo: choose a JPEG, PNG or WebP picture.',
      };
    }
    const photo = Buffer.concat([Buffer.from('photo:'), bytes]);
    const thumbnail = Buffer.concat([Buffer.from('thumb:'), bytes.subarray(0, 8)]);
    const processed: ProcessedPhoto = {
      photo: { bytes: photo, contentType: 'image/jpeg', width: 1600, height: 1200 },
      thumbnail: { bytes: thumbnail, contentType: 'image/jpeg', width: 320, height: 240 },
      capturedAt: this.capturedAt,
    };
    return { ok: true, processed };
  }
}
