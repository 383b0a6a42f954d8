// The system adapters a use case's test hands it where the use case takes them (the keyset
// cursors' encoding, the session secrets): the real ones, which need no database.
import { Base64UrlCursorEncoding } from '../adapters/system/base64url-cursor-encoding.ts';
import { Sha256SessionTokens } from '../adapters/system/sha256-session-tokens.ts';
import { KeysetCursors } from '../application/keyset-cursor.ts';
import type { SessionTokens } from '../application/ports/session-tokens.ts';

export function keysetCursors(): KeysetCursors {
  return new KeysetCursors(new Base64UrlCursorEncoding());
}

export function sessionTokens(): SessionTokens {
  return new Sha256SessionTokens();
}
