import exifReader from 'exif-reader';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PhotoProcessing, ProcessedPhoto } from '../../application/ports/photo-processor.ts';
import { noisePhoto, pngBomb, realisticPhoto, withCameraExif } from '../../test-support/photo-fixtures.ts';
import { defaultPhotoLimits, SharpPhotoProcessor } from './sharp-photo-processor.ts';

const processor = new SharpPhotoProcessor();

function accepted(result: PhotoProcessing): ProcessedPhoto {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.processed;
}

const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

describe('SharpPhotoProcessor: what is kept of a photo', () => {
  it('strips the GPS location and every other piece of EXIF, and returns the capture time', async () => {
    const original = await withCameraExif(await realisticPhoto({ width: 800, height: 600 }), {
      takenAt: '2026:11:27 09:42:13',
      offset: '-05:00',
    });
    const before = exifReader((await sharp(original).metadata()).exif as Buffer);
    expect(before.GPSInfo?.GPSLatitude).toEqual([30, 19, 5]);

    const { photo, thumbnail, capturedAt } = accepted(await processor.process(original));

    expect(capturedAt?.toISOString()).toBe('2026-11-27T14:42:13.000Z');
    for (const image of [photo, thumbnail]) {
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const trace of ['Exif\0\0', 'GPS', 'TestPhone', 'Driver Dan', '2026:11:27']) {
        expect(contains(image.bytes, trace), trace).toBe(false);
      }
    }
  });

  it('reads a capture time without an offset as Florida time, in winter and in summer', async () => {
    const small = await realisticPhoto({ width: 320, height: 240 });
    const winter = await withCameraExif(small, { takenAt: '2026:01:15 09:00:00', gps: false });
    const summer = await withCameraExif(small, { takenAt: '2026:07:04 09:00:00', gps: false });
    expect(accepted(await processor.process(winter)).capturedAt?.toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(accepted(await processor.process(summer)).capturedAt?.toISOString()).toBe(
      '2026-07-04T13:00:00.000Z',
    );
  });

  it('answers no capture time for a photo without EXIF', async () => {
    const plain = await realisticPhoto({ width: 320, height: 240 });
    expect(accepted(await processor.process(plain)).capturedAt).toBeNull();
  });

  it('turns the photo upright by its EXIF orientation before dropping the orientation', async () => {
    // Landscape pixels with a red top-left corner, marked "turn 90 degrees clockwise to view".
    const red = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const sideways = await withCameraExif(landscape, { takenAt: '2026:11:27 09:42:13', orientation: 6 });

    const { photo, thumbnail } = accepted(await processor.process(sideways));

    expect([photo.width, photo.height]).toEqual([600, 800]);
    expect([thumbnail.width, thumbnail.height]).toEqual([240, 320]);
    const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r, g, b] = pixel(info.width - 20, 20); // turned clockwise: the corner is now top right
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    expect(pixel(20, 20)[1]).toBeGreaterThan(200);
  });

  it('puts transparent PNG and WebP pictures on white and keeps a small picture its size', async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 };
    for (const encode of [(s: Sharp) => s.png(), (s: Sharp) => s.webp({ lossless: true })]) {
      const input = await encode(
        sharp({ create: { width: 640, height: 480, channels: 4, background: clear } }),
      ).toBuffer();
      const { photo } = accepted(await processor.process(input));
      expect([photo.width, photo.height]).toEqual([640, 480]);
      const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(245);
    }
  });
});

describe('SharpPhotoProcessor: sizes', () => {
  it('brings a 4 MB, 12-megapixel phone photo down to 1600 px and at most 400 KB, with a small thumbnail', async () => {
    const original = await realisticPhoto();
    expect(original.length).toBeGreaterThan(3.5 * 1024 * 1024);

    const { photo, thumbnail } = accepted(await processor.process(original));

    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo.bytes.length).toBeLessThanOrEqual(defaultPhotoLimits.maxPhotoBytes);
    expect(photo.bytes.length).toBeGreaterThan(100 * 1024); // not crushed to mush either
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 240]);
    expect(thumbnail.bytes.length).toBeLessThanOrEqual(40 * 1024);
  }, 120_000);

  it('keeps even 12 megapixels of pure noise, the worst case for a JPEG, within 400 KB', async () => {
    const { photo } = accepted(await processor.process(await noisePhoto(4000, 3000)));
    expect(photo.bytes.length).toBeLessThanOrEqual(defaultPhotoLimits.maxPhotoBytes);
    expect(Math.max(photo.width, photo.height)).toBeGreaterThanOrEqual(1024);
  }, 120_000);
});

describe('SharpPhotoProcessor: what is refused, with a message that says why', () => {
  it('refuses a text file named .jpg', async () => {
    const letter = Buffer.from('Dear Coastal Haul,\nthe container is blocking my mailbox.\n');
    expect(await processor.process(letter)).toEqual({
      ok: false,
      reason: 'not_an_image',
      message: 'This file is not a photo: choose a JPEG, PNG or WebP picture.',
    });
    expect((await processor.process(new Uint8Array(0))).ok).toBe(false);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'.repeat(50)),
    ]);
    expect(await processor.process(fake)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('refuses a photo cut off halfway through its upload', async () => {
    const whole = await realisticPhoto({ width: 800, height: 600 });
    const half = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await processor.process(half)).toMatchObject({
      ok: false,
      reason: 'unreadable',
      message: 'The photo could not be read: the file is damaged or was cut off on the way. Send it again.',
    });
  });

  it('refuses a 20000 x 20000 PNG bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await processor.process(bomb)).toEqual({
      ok: false,
      reason: 'too_many_pixels',
      message: 'The picture is 20000 x 20000 pixels; at most 50 megapixels are accepted.',
    });
  });

  it('refuses an upload over 15 MB before reading it', async () => {
    const huge = Buffer.alloc(15 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await processor.process(huge)).toEqual({
      ok: false,
      reason: 'too_large',
      message: 'The photo is 15.1 MB; at most 15 MB is accepted.',
    });
  });

  it('names the format of a picture it does not take (an iPhone HEIC)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(await processor.process(heic)).toEqual({
      ok: false,
      reason: 'unsupported_format',
      message: 'HEIC pictures are not accepted: send the photo as JPEG, PNG or WebP.',
    });
  });
});
