// Photos made for tests and benchmarks, since no real ones may be kept in the repository: a
// phone-like 12-megapixel scene (a roll-off container on a driveway under the sky, with texture
// at every scale, as a camera's JPEG has), pure noise (the worst case for a JPEG's size), EXIF
// as phones write it (capture time, offset, orientation, GPS), and a PNG decompression bomb.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const scene = (width: number, height: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 4000 3000" preserveAspectRatio="none">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b8fd6"/><stop offset="1" stop-color="#d9e6f2"/>
    </linearGradient>
    <linearGradient id="drive" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a8378"/><stop offset="1" stop-color="#4d4842"/>
    </linearGradient>
  </defs>
  <rect width="4000" height="3000" fill="url(#sky)"/>
  <rect y="1300" width="4000" height="1700" fill="#55703f"/>
  <polygon points="1200,1500 2800,1500 4000,3000 0,3000" fill="url(#drive)"/>
  <rect x="900" y="1250" width="2200" height="1050" rx="24" fill="#2f6b3a"/>
  <rect x="900" y="1250" width="2200" height="90" fill="#27592f"/>
  <rect x="2400" y="600" width="900" height="700" fill="#c9b79c"/>
  <polygon points="2350,620 2850,300 3350,620" fill="#7a3b2e"/>
  <text x="1650" y="1900" font-size="260" font-family="sans-serif" fill="#f2f2f2">C-1042</text>
</svg>`;

/** A small seeded generator (mulberry32): the same seed makes the same photo, byte for byte. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Noise around 128 (nearly Gaussian: the sum of four uniforms), made at 1/scale and scaled up. */
async function noiseLayer(
  width: number,
  height: number,
  scale: number,
  sigma: number,
  seed: number,
): Promise<Buffer> {
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  const next = random(seed);
  // The sum of four uniforms has a standard deviation of sqrt(4/12).
  const spread = sigma / Math.sqrt(4 / 12);
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i += 1) {
    const value = 128 + (next() + next() + next() + next() - 2) * spread;
    noise[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  if (scale === 1) return noise;
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A phone camera's JPEG of a job site: 4000 x 3000 (12 MP) at quality 92 by default, about 4 MB.
 * Another seed makes another photo of the same kind.
 */
export async function realisticPhoto({
  width = 4000,
  height = 3000,
  quality = 92,
  seed = 1,
} = {}): Promise<Buffer> {
  const key = `${width}x${height}q${quality}s${seed}`;
  let made = madePhotos.get(key);
  if (!made) {
    made = makeRealisticPhoto(width, height, quality, seed);
    madePhotos.set(key, made);
  }
  return made;
}

// Made once per process: the 12 MP one takes seconds, and the same seed makes the same bytes.
const madePhotos = new Map<string, Promise<Buffer>>();

async function makeRealisticPhoto(
  width: number,
  height: number,
  quality: number,
  seed: number,
): Promise<Buffer> {
  const base = await sharp(Buffer.from(scene(width, height)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const layers = await Promise.all([
    noiseLayer(width, height, 16, 28, seed),
    noiseLayer(width, height, 4, 9, seed + 1),
    noiseLayer(width, height, 2, 6, seed + 2),
    noiseLayer(width, height, 1, 6, seed + 3),
  ]);
  const pixels = Buffer.alloc(base.length);
  for (let i = 0; i < base.length; i += 1) {
    let value = base[i] as number;
    for (const layer of layers) value += (layer[i] as number) - 128;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Pure noise: nothing for a JPEG to save on, the largest a photo of that size can come out. */
export async function noisePhoto(width: number, height: number, quality = 92): Promise<Buffer> {
  const pixels = await noiseLayer(width, height, 1, 60, 7);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export interface CameraExif {
  /** EXIF's wall-clock form, '2026:11:27 09:42:13'. */
  readonly takenAt: string;
  /** '-05:00', as recent phones write it; omitted by older ones. */
  readonly offset?: string;
  /** EXIF orientation: 6 means "turn 90 degrees clockwise to view". */
  readonly orientation?: number;
  /** Jacksonville, FL, unless told otherwise. */
  readonly gps?: boolean;
}

/** The image again with a phone's EXIF: capture time, offset, orientation, GPS, make and model. */
export async function withCameraExif(image: Buffer, exif: CameraExif): Promise<Buffer> {
  return sharp(image)
    .withMetadata({ orientation: exif.orientation ?? 1 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'TestPhone 15', Software: 'Camera 1.0', Artist: 'Driver Dan' },
      IFD2: {
        DateTimeOriginal: exif.takenAt,
        ...(exif.offset ? { OffsetTimeOriginal: exif.offset } : {}),
      },
      ...(exif.gps === false
        ? {}
        : {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '30/1 19/1 5/1',
              GPSLongitudeRef: 'W',
              GPSLongitude: '81/1 39/1 21/1',
            },
          }),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A valid black-and-white PNG of width x height pixels that is tiny on disk (20000 x 20000 is
 * about 50 KB) and 400 megapixels decoded: the decompression bomb a server must refuse unread.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // 1 bit per pixel
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
