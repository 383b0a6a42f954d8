// Builds the head of a phone's JPEG by hand for the tests: SOI, an APP1 "Exif" segment with
// IFD0 (Make, the Exif IFD pointer) and the Exif IFD (DateTimeOriginal, OffsetTimeOriginal), then
// a start of scan. Byte order as the phone chose: 'II' little-endian, 'MM' big-endian.

interface Tag {
  readonly tag: number;
  readonly text?: string;
  readonly long?: number;
}

export function jpegWithExif({
  takenAt,
  offset,
  order = 'II',
}: {
  takenAt: string;
  offset?: string;
  order?: 'II' | 'MM';
}): Uint8Array<ArrayBuffer> {
  const little = order === 'II';
  const tiff: number[] = [];
  const u16 = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) => {
    const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    return little ? bytes.reverse() : bytes;
  };
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0)).concat(0);

  // Layout: header (8) | IFD0 at 8 | Exif IFD after it | the strings after both.
  const ifd0: Tag[] = [
    { tag: 0x010f, text: 'TestPhone' },
    { tag: 0x8769, long: 0 },
  ];
  const exif: Tag[] = [{ tag: 0x9003, text: takenAt }, ...(offset ? [{ tag: 0x9011, text: offset }] : [])];
  const ifdSize = (tags: Tag[]) => 2 + tags.length * 12 + 4;
  const exifAt = 8 + ifdSize(ifd0);
  let dataAt = exifAt + ifdSize(exif);
  const data: number[] = [];

  const writeIfd = (tags: Tag[]) => {
    tiff.push(...u16(tags.length));
    for (const { tag, text, long } of tags) {
      if (text !== undefined) {
        const bytes = ascii(text);
        tiff.push(...u16(tag), ...u16(2), ...u32(bytes.length));
        if (bytes.length <= 4) tiff.push(...bytes, ...new Array(4 - bytes.length).fill(0));
        else {
          tiff.push(...u32(dataAt));
          data.push(...bytes);
          dataAt += bytes.length;
        }
      } else {
        tiff.push(...u16(tag), ...u16(4), ...u32(1), ...u32(tag === 0x8769 ? exifAt : (long ?? 0)));
      }
    }
    tiff.push(...u32(0));
  };
  tiff.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8));
  writeIfd(ifd0);
  writeIfd(exif);
  tiff.push(...data);

  const segment = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]; // "Exif\0\0" + TIFF
  const length = segment.length + 2;
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...segment, 0xff, 0xda, 0, 2]);
}
