// The capture time is the one piece of a photo's metadata the business keeps (docs/decisions/
// 0146): read from EXIF before everything is stripped, and stored as data beside the photo.
// EXIF writes the camera's wall-clock time ("2026:11:27 09:42:13") and, on recent phones, its
// UTC offset (OffsetTimeOriginal, "-05:00"). Without an offset the time is read as Florida time:
// the trucks work in Florida (spec: the business's time zone).
import { businessTimeZone } from '@dumpster/domain';
import exifReader from 'exif-reader';

// Older than digital cameras or far in the future: a camera with an unset clock, not a time.
const earliest = Date.UTC(2000, 0, 1);
const latest = Date.UTC(2100, 0, 1);

/** The instant the photo was taken, or null when the EXIF block does not tell (or is damaged). */
export function captureTimeFromExif(exif: Uint8Array | undefined): Date | null {
  if (!exif || exif.length === 0) return null;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength));
  } catch {
    return null;
  }
  // exif-reader returns the wall-clock time in a Date's UTC fields.
  const wall = tags.Photo?.DateTimeOriginal ?? tags.Photo?.DateTimeDigitized;
  if (!(wall instanceof Date) || Number.isNaN(wall.getTime())) return null;
  const offset = parseOffset(tags.Photo?.OffsetTimeOriginal ?? tags.Photo?.OffsetTimeDigitized);
  const instant = offset === null ? floridaInstant(wall.getTime()) : wall.getTime() - offset * 60_000;
  return instant >= earliest && instant < latest ? new Date(instant) : null;
}

/** '+02:00' or '-05:00' as minutes east of UTC; null for anything else. */
function parseOffset(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes east of UTC in Florida at the instant (-300 in winter, -240 in summer). */
function floridaOffsetAt(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return parseOffset(name?.replace(/^GMT/, '') ?? '') ?? 0;
}

/** The instant a Florida wall-clock time (given as if it were UTC) names. */
function floridaInstant(wallAsUtc: number): number {
  // A first instant with the offset in force at the wall time read as UTC, then the offset in
  // force at that instant: right on both sides of a daylight-saving change (checked in the
  // tests), and an hour that happens twice reads as its first occurrence.
  const first = wallAsUtc - floridaOffsetAt(wallAsUtc) * 60_000;
  return wallAsUtc - floridaOffsetAt(first) * 60_000;
}
