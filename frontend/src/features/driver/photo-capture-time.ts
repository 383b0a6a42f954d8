// The capture time of a phone's JPEG, read in the browser before the photo is shrunk: drawing it
// on a canvas drops every EXIF tag, the capture time with the GPS location, and the server keeps
// the capture time (docs/decisions/0146). Only the file's first 128 KB are read, where a camera
// writes its EXIF block; anything unexpected gives null, never an error.

const headLength = 128 * 1024;

const exifIfdPointer = 0x8769;
const dateTimeOriginal = 0x9003;
const offsetTimeOriginal = 0x9011;

/** When the camera took the photo, or null when the file does not say. */
export async function readPhotoCaptureTime(file: Blob): Promise<Date | null> {
  try {
    const head = new DataView(await file.slice(0, headLength).arrayBuffer());
    return captureTimeFromJpeg(head);
  } catch {
    return null;
  }
}

/** The EXIF capture time in a JPEG's first bytes, with its offset, else in the phone's zone. */
export function captureTimeFromJpeg(view: DataView): Date | null {
  const tiff = findExifTiff(view);
  if (tiff === null) return null;
  const little = readAscii(view, tiff, 2) === 'II';
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  if (u16(tiff + 2) !== 42) return null;

  /** The entries of the IFD at `offset` (from the TIFF start): tag -> its entry's position. */
  const entries = (offset: number) => {
    const found = new Map<number, number>();
    const start = tiff + offset;
    const count = u16(start);
    for (let i = 0; i < count; i += 1) found.set(u16(start + 2 + i * 12), start + 2 + i * 12);
    return found;
  };
  const ascii = (entry: number) => {
    const length = u32(entry + 4);
    const at = length <= 4 ? entry + 8 : tiff + u32(entry + 8);
    return readAscii(view, at, length).replace(/\0+$/, '');
  };

  const pointer = entries(u32(tiff + 4)).get(exifIfdPointer);
  if (pointer === undefined) return null;
  const exif = entries(u32(pointer + 8));
  const taken = exif.get(dateTimeOriginal);
  if (taken === undefined) return null;
  const offsetEntry = exif.get(offsetTimeOriginal);
  return parseExifTime(ascii(taken), offsetEntry === undefined ? null : ascii(offsetEntry));
}

/** '2026:11:27 09:42:13' with '-05:00', or without an offset in the phone's own time zone. */
export function parseExifTime(text: string, offset: string | null): Date | null {
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (y < 2000 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const zone = offset?.trim() ?? '';
  const date = /^[+-]\d{2}:\d{2}$/.test(zone)
    ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${zone}`)
    : new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Where the TIFF structure of the JPEG's APP1 "Exif" segment starts, or null. */
function findExifTiff(view: DataView): number | null {
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    const marker = view.getUint16(at);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null; // image data: no EXIF
    const length = view.getUint16(at + 2);
    if (marker === 0xffe1 && readAscii(view, at + 4, 6) === 'Exif\0\0') return at + 10;
    at += 2 + length;
  }
  return null;
}

function readAscii(view: DataView, at: number, length: number): string {
  let text = '';
  for (let i = 0; i < length && at + i < view.byteLength; i += 1)
    text += String.fromCharCode(view.getUint8(at + i));
  return text;
}
