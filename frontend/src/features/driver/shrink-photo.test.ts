import { describe, expect, it, vi } from 'vitest';
import { jpegWithExif } from './exif-test-jpeg.ts';
import { type Drawable, type ShrinkEnvironment, shrinkPhoto } from './shrink-photo.ts';

// jsdom has no image decoder and no canvas: the environment is faked to test the choices, and
// the real drawing is left to the driver screen's e2e journey in Chromium.
function fakeEnvironment(width: number, height: number, encoded: Blob | null = new Blob(['small jpeg'])) {
  const closed = vi.fn();
  const encode = vi.fn(async () => encoded);
  const environment: ShrinkEnvironment = {
    decode: async (): Promise<Drawable> => ({ width, height, source: {}, close: closed }),
    encode,
  };
  return { environment, encode, closed };
}

const cameraFile = (bytes = 4 * 1024 * 1024) =>
  new File(
    [jpegWithExif({ takenAt: '2026:11:27 09:42:13', offset: '-05:00' }), new Uint8Array(bytes)],
    'IMG_0042.jpg',
    {
      type: 'image/jpeg',
    },
  );

describe('shrinkPhoto', () => {
  it('sends a 12 MP camera photo as a 1600 px JPEG at quality 0.8, with its capture time', async () => {
    const { environment, encode, closed } = fakeEnvironment(4000, 3000);
    const result = await shrinkPhoto(cameraFile(), {}, environment);
    expect(encode).toHaveBeenCalledWith(expect.anything(), 1600, 1200, 0.8);
    expect(result.shrunk).toBe(true);
    expect(await result.blob.text()).toBe('small jpeg');
    expect(result.capturedAt?.toISOString()).toBe('2026-11-27T14:42:13.000Z');
    expect(closed).toHaveBeenCalledOnce();
  });

  it('scales a portrait photo by its longest edge', async () => {
    const { environment, encode } = fakeEnvironment(3000, 4000);
    await shrinkPhoto(cameraFile(), { maxEdge: 1000, quality: 0.7 }, environment);
    expect(encode).toHaveBeenCalledWith(expect.anything(), 750, 1000, 0.7);
  });

  it('sends a small JPEG as it is', async () => {
    const { environment, encode } = fakeEnvironment(1200, 900);
    const file = cameraFile(200 * 1024);
    const result = await shrinkPhoto(file, {}, environment);
    expect(encode).not.toHaveBeenCalled();
    expect(result).toEqual({ blob: file, shrunk: false, capturedAt: new Date('2026-11-27T14:42:13.000Z') });
  });

  it('sends the original when the phone cannot decode it or cannot encode a JPEG', async () => {
    const file = cameraFile();
    const cannotDecode: ShrinkEnvironment = {
      decode: async () => {
        throw new Error('HEIC not supported');
      },
      encode: vi.fn(),
    };
    expect((await shrinkPhoto(file, {}, cannotDecode)).blob).toBe(file);
    const { environment, closed } = fakeEnvironment(4000, 3000, null);
    const result = await shrinkPhoto(file, {}, environment);
    expect(result.blob).toBe(file);
    expect(result.shrunk).toBe(false);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('falls back to the original in a browser with neither createImageBitmap nor a canvas (jsdom)', async () => {
    const file = cameraFile(1024);
    const result = await shrinkPhoto(file);
    expect(result.blob).toBe(file);
    expect(result.shrunk).toBe(false);
  });
});
