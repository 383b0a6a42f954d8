// Issuing a "My booking" link inside a booking's transaction (docs/decisions/0090): a new token,
// its HMAC stored with the booking, and the URL for the e-mail. The token leaves this function
// only inside that URL, which goes to the outbox and nowhere else.
import type { Booking } from '../booking.ts';
import type { AccessTokenCodec } from '../ports/access-token-codec.ts';
import type { AccessTokenRepository } from '../ports/access-tokens.ts';
import { accessTokenExpiry } from './access-token-expiry.ts';

/** The page's path; the API never carries the token in its URLs (Authorization header). */
export const myBookingPagePath = '/my-booking/';

export class AccessLinks {
  readonly codec: AccessTokenCodec;
  private readonly siteUrl: string;

  constructor(codec: AccessTokenCodec, siteUrl: string) {
    this.codec = codec;
    this.siteUrl = siteUrl;
  }

  /** Stores a new link for the booking and answers its URL. */
  async issue(tokens: AccessTokenRepository, booking: Booking, now: Date): Promise<string> {
    const issued = this.codec.issue();
    await tokens.add({
      bookingId: booking.id,
      keyId: issued.keyId,
      tokenHmac: issued.tokenHmac,
      expiresAt: accessTokenExpiry(booking.pickupDate),
      revokedAt: null,
      createdAt: now,
    });
    return this.urlFor(issued.token);
  }

  /** The page's URL for a token. */
  urlFor(token: string): string {
    return new URL(`${myBookingPagePath}${encodeURIComponent(token)}`, this.siteUrl).href;
  }

  /**
   * The booking a token opens, or undefined when it opens none: unknown, wrong, expired and
   * revoked tokens are one answer, found on one path (a lookup by HMAC).
   */
  async bookingIdFor(tokens: AccessTokenRepository, token: string, now: Date): Promise<string | undefined> {
    const record = await tokens.findByHmac(this.codec.hmacsOf(token));
    if (!record || record.revokedAt !== null || record.expiresAt.getTime() <= now.getTime()) return undefined;
    return record.bookingId;
  }
}
