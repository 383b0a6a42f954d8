// The bytes of a photo upload (decision 0190): the image is the request body (no multipart: a
// phone posts the shrunk JPEG as is). The whole body or nothing: a request cut off halfway, or
// larger than the limit, rejects, so the use case never sees (nor stores) part of a photo.
import type { Request } from 'express';

/** Larger than any phone photo the processor accepts (15 MB), so the processor says why. */
export const uploadByteLimit = 16 * 1024 * 1024;

export type UploadBody =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'not_an_image' | 'too_large' | 'cut_off' };

export function readPhotoUpload(req: Request, limit = uploadByteLimit): Promise<UploadBody> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!type.startsWith('image/') && type !== 'application/octet-stream') {
    req.resume();
    return Promise.resolve({ ok: false, reason: 'not_an_image' });
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ ok: false, reason: 'too_large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (answer: UploadBody) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.resume();
        settle({ ok: false, reason: 'too_large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      // Fewer bytes than the Content-Length said: the client stopped sending.
      if (Number.isFinite(declared) && size < declared) settle({ ok: false, reason: 'cut_off' });
      else settle({ ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) });
    });
    req.on('aborted', () => settle({ ok: false, reason: 'cut_off' }));
    req.on('error', () => settle({ ok: false, reason: 'cut_off' }));
    req.on('close', () => {
      if (!req.complete) settle({ ok: false, reason: 'cut_off' });
    });
  });
}
