// "My booking" tokens on node:crypto (docs/decisions/0090, 0160). A link is made from 32 random
// bytes, its nonce, stored with it; the token is HMAC-SHA256(secret, nonce) in base64url (256
// bits, 43 characters), and what is stored to recognise it is HMAC-SHA256(secret, token). The
// delivery worker rebuilds the token from the nonce when it sends the e-mail, so the link is in
// no stored row, and the database alone (nonces, HMACs) rebuilds no token: that needs the secret.
// The key id is derived from the secret itself (the first 16 hex digits of its SHA-256), so
// rotating needs no naming: SELF_SERVICE_SECRET lists the new secret first and the old ones after
// it, until their links have expired.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AccessTokenCodec, IssuedToken } from '../../application/ports/access-token-codec.ts';

export const accessTokenBytes = 32;

interface Key {
  readonly id: string;
  readonly secret: string;
}

export function keyIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}

/** Tells a token apart from any other HMAC this secret might make. */
const tokenPurpose = 'my-booking-token\u0000';

export class HmacAccessTokenCodec implements AccessTokenCodec {
  private readonly keys: readonly Key[];

  /** `secrets`: the current one first, then the older ones still accepted. */
  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('at least one self-service secret is needed');
    this.keys = secrets.map((secret) => ({ id: keyIdOf(secret), secret }));
  }

  issue(): IssuedToken {
    const nonce = randomBytes(accessTokenBytes).toString('base64url');
    const key = this.keys[0] as Key;
    const token = tokenOf(key.secret, nonce);
    return { token, nonce, keyId: key.id, tokenHmac: hmacHex(key.secret, token) };
  }

  tokenFor(nonce: string, keyId: string): string | undefined {
    const key = this.keys.find((candidate) => candidate.id === keyId);
    return key ? tokenOf(key.secret, nonce) : undefined;
  }

  hmacsOf(token: string): readonly string[] {
    return this.keys.map((key) => hmacHex(key.secret, token));
  }
}

function tokenOf(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(tokenPurpose).update(nonce, 'utf8').digest('base64url');
}

function hmacHex(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token, 'utf8').digest('hex');
}
