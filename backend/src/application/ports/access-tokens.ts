// A customer's personal "My booking" links, inside a transaction (ports/unit-of-work.ts;
// docs/decisions/0090, 0160). Stored: the token's HMAC, to recognise it, and the nonce it was
// made from, which makes it again only with the server's secret. The token itself exists in the
// customer's e-mail and nowhere else.

export interface AccessTokenRecord {
  readonly bookingId: string;
  /** Which server secret made `tokenHmac` (ports/access-token-codec.ts). */
  readonly keyId: string;
  readonly tokenHmac: string;
  /** What the token is made from under the secret; null for links issued before nonces (migration 0009). */
  readonly nonce: string | null;
  /** 30 days after the end of the pickup day, Florida time; moves with the pickup date. */
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly createdAt: Date;
}

/** A link as stored, with the id an outbox message refers to it by. */
export interface StoredAccessToken extends AccessTokenRecord {
  readonly id: string;
}

export interface AccessTokenRepository {
  /** Stores the link and answers its id. */
  add(record: AccessTokenRecord): Promise<string>;
  /**
   * The record holding one of these HMACs (one per accepted secret), whatever its state: the
   * caller judges expiry and revocation, so every refusal takes the same path.
   */
  findByHmac(hmacs: readonly string[]): Promise<StoredAccessToken | undefined>;
  /** The link with this id, whatever its state (the delivery worker makes its e-mail's link from it). */
  findById(id: string): Promise<StoredAccessToken | undefined>;
  /** Revokes every link of the booking not revoked yet. */
  revokeAll(bookingId: string, at: Date): Promise<void>;
  /** Moves the expiry of the booking's links (its pickup date moved). */
  moveExpiry(bookingId: string, expiresAt: Date): Promise<void>;
}
