// The secrets of a back-office session (docs/decisions/0076): the cookie holds a random token,
// the database only its SHA-256; the CSRF token is derived from the session token, so it needs no
// storage and only the holder of the session can know it. Implemented with node:crypto in
// adapters/system/sha256-session-tokens.ts.
export interface SessionTokens {
  /** `bytes` random bytes as base64url: a session token, or a password no one has. */
  random(bytes: number): string;
  /** What the database keeps of a token. */
  hash(token: string): string;
  /** The CSRF token of the session this token opens. */
  csrfTokenFor(token: string): string;
}
