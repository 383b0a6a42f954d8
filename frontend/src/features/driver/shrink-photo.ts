// Shrinks a photo on the driver's phone before it is queued and sent (docs/decisions/0146): a
// 4 MB camera JPEG becomes about 300-400 KB at 1600 px, which a slow network sends in seconds
// and the phone's offline queue holds by the dozen. The server checks and re-encodes whatever
// arrives, so this is about bytes on the air, not trust: when the phone cannot decode or encode
// (an old browser, a HEIC it cannot read, no memory) the original goes as it is, and the server
// answers for it.
//
// Drawing on a canvas turns the photo upright (browsers apply the EXIF orientation when they
// decode) and drops all of its EXIF, the GPS location with the capture time, so the capture time
// is read first and sent beside the photo.
import { readPhotoCaptureTime } from './photo-capture-time.ts';

export interface ShrinkOptions {
  /** The longest edge sent, in pixels (the server keeps 1600). */
  readonly maxEdge?: number;
  /** JPEG quality, 0 to 1. */
  readonly quality?: number;
}

export interface ShrunkPhoto {
  readonly blob: Blob;
  /** False when the original is sent as it was. */
  readonly shrunk: boolean;
  readonly capturedAt: Date | null;
}

/** A decoded, upright picture; `source` is what a canvas draws (an ImageBitmap or an <img>). */
export interface Drawable {
  readonly width: number;
  readonly height: number;
  readonly source: unknown;
  /** Frees the decoded pixels (a cheap phone has little memory to spare). */
  close(): void;
}

/** What the browser offers; tests pass their own. */
export interface ShrinkEnvironment {
  /** Decodes a file into something drawable, upright; rejects when it cannot. */
  decode(file: Blob): Promise<Drawable>;
  /** Draws it at width x height and encodes a JPEG; null when the browser cannot. */
  encode(image: Drawable, width: number, height: number, quality: number): Promise<Blob | null>;
}

// A JPEG already this small and this size is sent as it is: re-encoding would only cost quality.
const keepAsIsBytes = 500 * 1024;

export async function shrinkPhoto(
  file: Blob,
  { maxEdge = 1600, quality = 0.8 }: ShrinkOptions = {},
  environment: ShrinkEnvironment = browserEnvironment(),
): Promise<ShrunkPhoto> {
  const capturedAt = await readPhotoCaptureTime(file);
  const original = { blob: file, shrunk: false, capturedAt };

  let image: Drawable;
  try {
    image = await environment.decode(file);
  } catch {
    return original;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(image.width, image.height));
    if (scale === 1 && file.type === 'image/jpeg' && file.size <= keepAsIsBytes) return original;
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const blob = await environment.encode(image, width, height, quality).catch(() => null);
    if (!blob || (scale === 1 && blob.size >= file.size)) return original;
    return { blob, shrunk: true, capturedAt };
  } finally {
    image.close();
  }
}

/** createImageBitmap and OffscreenCanvas where the browser has them, an <img> and <canvas> where not. */
export function browserEnvironment(): ShrinkEnvironment {
  return {
    async decode(file) {
      if (typeof createImageBitmap === 'function') {
        try {
          const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
          return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
        } catch {
          // Some browsers refuse the options object or the format here but decode it in an <img>.
        }
      }
      return decodeInImage(file);
    },
    async encode(image, width, height, quality) {
      if (typeof OffscreenCanvas === 'function') {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) return null;
        draw(context, image, width, height);
        return canvas.convertToBlob({ type: 'image/jpeg', quality });
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      draw(context, image, width, height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    },
  };
}

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  image: Drawable,
  width: number,
  height: number,
): void {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source as CanvasImageSource, 0, 0, width, height);
}

async function decodeInImage(file: Blob): Promise<Drawable> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  const close = () => URL.revokeObjectURL(url);
  try {
    element.src = url;
    await element.decode();
  } catch (error) {
    close();
    throw error;
  }
  return { width: element.naturalWidth, height: element.naturalHeight, source: element, close };
}
