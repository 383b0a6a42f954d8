// The cursor encoding of ports/cursor-encoding.ts: the values as a JSON array in base64url, so a
// cursor is safe in a query string. Text that is not base64url JSON decodes to undefined.
import type { CursorEncoding } from '../../application/ports/cursor-encoding.ts';

export class Base64UrlCursorEncoding implements CursorEncoding {
  encode(values: readonly string[]): string {
    return Buffer.from(JSON.stringify(values)).toString('base64url');
  }

  decode(text: string): unknown {
    try {
      return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
  }
}
