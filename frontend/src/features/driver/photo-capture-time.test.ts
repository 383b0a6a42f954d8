import { describe, expect, it } from 'vitest';
import { jpegWithExif } from './exif-test-jpeg.ts';
import { captureTimeFromJpeg, readPhotoCaptureTime } from './photo-capture-time.ts';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

describe('the capture time of a phone JPEG', () => {
  it('reads DateTimeOriginal with the offset the phone wrote, in either byte order', () => {
    for (const order of ['II', 'MM'] as const) {
      const jpeg = jpegWithExif({ takenAt: '2026:11:27 09:42:13', offset: '-05:00', order });
      expect(captureTimeFromJpeg(view(jpeg))?.toISOString()).toBe('2026-11-27T14:42:13.000Z');
    }
  });

  it("reads a time without offset in the phone's own time zone", () => {
    const jpeg = jpegWithExif({ takenAt: '2026:11:27 09:42:13' });
    expect(captureTimeFromJpeg(view(jpeg))).toEqual(new Date(2026, 10, 27, 9, 42, 13));
  });

  it('gives null for a JPEG without EXIF, another file, a damaged block or an unset clock', async () => {
    expect(captureTimeFromJpeg(view(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2])))).toBeNull();
    expect(await readPhotoCaptureTime(new Blob(['%PDF-1.7']))).toBeNull();
    const damaged = jpegWithExif({ takenAt: '2026:11:27 09:42:13' }).slice(0, 40);
    expect(await readPhotoCaptureTime(new Blob([damaged]))).toBeNull();
    expect(captureTimeFromJpeg(view(jpegWithExif({ takenAt: '0000:00:00 00:00:00' })))).toBeNull();
  });

  it('reads it from a File as the camera input gives it', async () => {
    const file = new File([jpegWithExif({ takenAt: '2026:07:04 08:15:00', offset: '-04:00' })], 'photo.jpg', {
      type: 'image/jpeg',
    });
    expect((await readPhotoCaptureTime(file))?.toISOString()).toBe('2026-07-04T12:15:00.000Z');
  });
});
