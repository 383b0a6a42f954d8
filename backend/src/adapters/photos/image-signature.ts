// What a file really is, from its first bytes ("magic numbers"), before any decoder sees it: a
// text file named photo.jpg is not a photo, whatever its name or the request's Content-Type.

/** The formats the server decodes (docs/decisions/0146). */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp';

export type ImageSignature =
  | { readonly kind: 'accepted'; readonly format: AcceptedImageFormat }
  /** A picture in a format the server does not take, named for the message. */
  | { readonly kind: 'other_image'; readonly name: string }
  | { readonly kind: 'unknown' };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

// ISO base media brands (bytes 8-11 of an `ftyp` box): HEIC/HEIF from iPhones, AVIF.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

export function imageSignature(bytes: Uint8Array): ImageSignature {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: 'accepted', format: 'jpeg' };
  }
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') {
    return { kind: 'accepted', format: 'png' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { kind: 'accepted', format: 'webp' };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (heifBrands.has(brand)) return { kind: 'other_image', name: 'HEIC' };
    if (avifBrands.has(brand)) return { kind: 'other_image', name: 'AVIF' };
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { kind: 'other_image', name: 'GIF' };
  }
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*')) {
    return { kind: 'other_image', name: 'TIFF' };
  }
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return { kind: 'other_image', name: 'BMP' };
  return { kind: 'unknown' };
}
