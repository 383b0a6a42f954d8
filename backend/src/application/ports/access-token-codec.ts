// Making and recognising "My booking" tokens (docs/decisions/0090, 0160): a token is made from a
// random nonce under a server secret and can be made again from that nonce with the secret; what
// is stored to recognise it is its HMAC under the secret. Several secrets may be accepted at once
// (the first signs new tokens), so the secret can be rotated without breaking the links already
// sent.

export interface IssuedToken {
  /** The token for the link; put in the e-mail as it is sent, never stored or logged. */
  readonly token: string;
  /** Stored: with the secret it makes the token again; without it, nothing. */
  readonly nonce: string;
  readonly keyId: string;
  readonly tokenHmac: string;
}

export interface AccessTokenCodec {
  issue(): IssuedToken;
  /** The token a stored nonce makes under the secret `keyId` names; undefined when that secret is no longer accepted. */
  tokenFor(nonce: string, keyId: string): string | undefined;
  /** The HMAC of `token` under every accepted secret, the current one first. */
  hmacsOf(token: string): readonly string[];
}
