import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTimeFromExif } from './exif-capture-time.ts';

async function exifOf(photo: Record<string, string>): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
    .jpeg()
    .withExif({ IFD2: photo })
    .toBuffer();
  return (await sharp(image).metadata()).exif as Buffer;
}

const read = async (photo: Record<string, string>) =>
  captureTimeFromExif(await exifOf(photo))?.toISOString() ?? null;

describe('captureTimeFromExif', () => {
  it('uses the offset the phone wrote', async () => {
    expect(await read({ DateTimeOriginal: '2026:11:27 09:42:13', OffsetTimeOriginal: '+02:00' })).toBe(
      '2026-11-27T07:42:13.000Z',
    );
  });

  it('reads a time without offset as Florida time on both sides of the daylight-saving changes', async () => {
    expect(await read({ DateTimeOriginal: '2026:03:08 01:30:00' })).toBe('2026-03-08T06:30:00.000Z');
    expect(await read({ DateTimeOriginal: '2026:03:08 03:30:00' })).toBe('2026-03-08T07:30:00.000Z');
    // 1:30 AM happens twice on Nov 1, 2026: the first one (still daylight time) is taken.
    expect(await read({ DateTimeOriginal: '2026:11:01 01:30:00' })).toBe('2026-11-01T05:30:00.000Z');
    expect(await read({ DateTimeOriginal: '2026:11:01 03:00:00' })).toBe('2026-11-01T08:00:00.000Z');
  });

  it('falls back to the digitized time, and gives null for no time, a clock never set, or damage', async () => {
    expect(await read({ DateTimeDigitized: '2026:11:27 09:42:13' })).toBe('2026-11-27T14:42:13.000Z');
    expect(await read({ ExposureTime: '1/100' })).toBeNull();
    expect(await read({ DateTimeOriginal: '1970:01:01 00:00:00' })).toBeNull();
    expect(await read({ DateTimeOriginal: '0000:00:00 00:00:00' })).toBeNull();
    expect(captureTimeFromExif(Buffer.from('Exif\0\0garbage that is not TIFF'))).toBeNull();
    expect(captureTimeFromExif(undefined)).toBeNull();
  });
});
