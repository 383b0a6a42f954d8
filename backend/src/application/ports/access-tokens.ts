// A customer's personal "My booking" links, inside a transaction (ports/unit-of-work.ts;
// docs/decisions/0090). Only the HMAC of a token is stored: the token itself exists in the
// customer's e-mail and nowhere else.

export interface AccessTokenRecord {
  readonly bookingId: string;
  /** Which server secret made `tokenHmac` (ports/access-token-codec.ts). */
  readonly keyId: string;
  readonly tokenHmac: string;
  /** 30 days after the end of the pickup day, Florida time; moves with the pickup date. */
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly createdAt: Date;
}

export interface AccessTokenRepository {
  add(record: AccessTokenRecord): Promise<void>;
  /**
   * The record holding one of these HMACs (one per accepted secret), whatever its state: the
   * caller judges expiry and revocation, so every refusal takes the same path.
   */
  findByHmac(hmacs: readonly string[]): Promise<AccessTokenRecord | undefined>;
  /** Revokes every link of the booking not revoked yet. */
  revokeAll(bookingId: string, at: Date): Promise<void>;
  /** Moves the expiry of the booking's links (its pickup date moved). */
  moveExpiry(bookingId: string, expiresAt: Date): Promise<void>;
}
