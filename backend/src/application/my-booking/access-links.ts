// Issuing a "My booking" link inside a booking's transaction (docs/decisions/0090, 0160): a new
// token's HMAC and nonce stored with the booking, and a reference to it for the e-mail. The URL
// itself is made only when the e-mail is sent (sendTimeUrl, called by the delivery worker), so
// no stored row, outbox included, carries a working link.
import { myBookingPaths } from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { AccessTokenCodec } from '../ports/access-token-codec.ts';
import type { AccessTokenRepository, StoredAccessToken } from '../ports/access-tokens.ts';
import type { ManageLinkReference } from '../ports/outbox.ts';
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

  /** Stores a new link for the booking and answers the reference its e-mail carries. */
  async issue(tokens: AccessTokenRepository, booking: Booking, now: Date): Promise<ManageLinkReference> {
    const issued = this.codec.issue();
    const tokenId = await tokens.add({
      bookingId: booking.id,
      keyId: issued.keyId,
      tokenHmac: issued.tokenHmac,
      nonce: issued.nonce,
      expiresAt: accessTokenExpiry(booking.pickupDate),
      revokedAt: null,
      createdAt: now,
    });
    return { tokenId };
  }

  /** The page's URL for a token. */
  urlFor(token: string): string {
    return new URL(`${myBookingPagePath}${encodeURIComponent(token)}`, this.siteUrl).href;
  }

  /**
   * The link a token opens, or undefined when it opens none: unknown, wrong, expired and revoked
   * tokens are one answer, found on one path (a lookup by HMAC).
   */
  async opened(
    tokens: AccessTokenRepository,
    token: string,
    now: Date,
  ): Promise<StoredAccessToken | undefined> {
    const record = await tokens.findByHmac(this.codec.hmacsOf(token));
    if (!record || record.revokedAt !== null || record.expiresAt.getTime() <= now.getTime()) return undefined;
    return record;
  }

  /** The booking a token opens (see `opened`). */
  async bookingIdFor(tokens: AccessTokenRepository, token: string, now: Date): Promise<string | undefined> {
    return (await this.opened(tokens, token, now))?.bookingId;
  }

  /** The reference an e-mail about this opened link carries: none for a link older than nonces. */
  referenceTo(link: StoredAccessToken): ManageLinkReference | null {
    return link.nonce === null ? null : { tokenId: link.id };
  }

  /**
   * The URL of a stored link, made again from its nonce as its e-mail is sent. A link that can no
   * longer be made (deleted after its expiry, or its secret dropped from SELF_SERVICE_SECRET) opens
   * nothing anyway: the e-mail then points at the page that says so, with the business's phone.
   */
  async sendTimeUrl(tokens: AccessTokenRepository, reference: ManageLinkReference): Promise<string> {
    const link = await tokens.findById(reference.tokenId);
    const token = link?.nonce ? this.codec.tokenFor(link.nonce, link.keyId) : undefined;
    return token ? this.urlFor(token) : new URL(myBookingPaths.linkNotValid, this.siteUrl).href;
  }
}
