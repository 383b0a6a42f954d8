// How a page's end travels to the client and back (application/keyset-cursor.ts decides what it
// holds and whether it is one of ours): a list of strings as opaque, URL-safe text. Implemented
// in adapters/system/base64url-cursor-encoding.ts.
export interface CursorEncoding {
  encode(values: readonly string[]): string;
  /** What `encode` was given, or anything else for text it did not make (the caller checks). */
  decode(text: string): unknown;
}
