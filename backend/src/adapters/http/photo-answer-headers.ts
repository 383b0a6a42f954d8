// The headers a photo is answered with (docs/decisions/0148), for the routes the dispatch work
// adds: only ever to a viewer `decidePhotoAccess` allowed, at an address made of the photo's
// random id.
//   - Cache-Control private with a short life: the viewer's own browser may keep it five minutes
//     (a day board shows the same thumbnails again and again); no shared cache ever may, and a
//     revoked link or a reassigned stop stops working within minutes. Vary names the
//     credentials, so one person's answer is never reused for another.
//   - The stored content type, and only an image type: anything else is served as a download
//     of bytes, never rendered (nosniff keeps the browser from guessing otherwise).
//   - inline, so an <img> and a tap on the photo show it; no referrer leaves with a click.

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const photoCacheSeconds = 300;

export function photoAnswerHeaders(stored: {
  contentType: string;
  contentLength: number;
}): Record<string, string> {
  const isImage = imageTypes.has(stored.contentType);
  return {
    'Content-Type': isImage ? stored.contentType : 'application/octet-stream',
    'Content-Length': String(stored.contentLength),
    'Content-Disposition': isImage ? 'inline' : 'attachment',
    'Cache-Control': `private, max-age=${photoCacheSeconds}`,
    Vary: 'Cookie, Authorization',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}
