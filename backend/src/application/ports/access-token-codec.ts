// Making and recognising "My booking" tokens (docs/decisions/0090): a token is 32 random bytes
// in base64url; what is stored is its HMAC-SHA256 under a server secret. Several secrets may be
// accepted at once (the first signs new tokens), so the secret can be rotated without breaking
// the links already sent.

export interface IssuedToken {
  /** The token for the link; shown once, in the e-mail, and never stored or logged. */
  readonly token: string;
  readonly keyId: string;
  readonly tokenHmac: string;
}

export interface AccessTokenCodec {
  issue(): IssuedToken;
  /** The HMAC of `token` under every accepted secret, the current one first. */
  hmacsOf(token: string): readonly string[];
}
