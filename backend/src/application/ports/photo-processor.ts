// What the server does with a photo a driver sends (docs/decisions/0146): checks it is really a
// JPEG, PNG or WebP image within bounds, turns it upright, drops every piece of metadata (GPS
// location included) but keeps the capture time as data, and re-encodes it small, with a
// thumbnail. The sharp adapter fills it (adapters/photos/sharp-photo-processor.ts).

/** One encoded image the server keeps. */
export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly contentType: 'image/jpeg';
  readonly width: number;
  readonly height: number;
}

export interface ProcessedPhoto {
  readonly photo: EncodedImage;
  readonly thumbnail: EncodedImage;
  /**
   * When the camera took it (EXIF DateTimeOriginal, with its offset when the phone wrote one,
   * else read as Florida time), or null when the image does not say.
   */
  readonly capturedAt: Date | null;
}

/** Why a photo was refused; each comes with a sentence for the person who sent it. */
export type PhotoRefusalReason =
  | 'too_large'
  | 'not_an_image'
  | 'unsupported_format'
  | 'too_many_pixels'
  | 'unreadable';

export type PhotoProcessing =
  | { readonly ok: true; readonly processed: ProcessedPhoto }
  | { readonly ok: false; readonly reason: PhotoRefusalReason; readonly message: string };

export interface PhotoProcessor {
  /** Never throws for bad input: a file that is not an acceptable photo is a refusal. */
  process(bytes: Uint8Array): Promise<PhotoProcessing>;
}
