// "My booking" tokens on node:crypto (docs/decisions/0090): 32 random bytes in base64url (256
// bits, 43 characters), stored as HMAC-SHA256 under a server secret. The key id is derived from
// the secret itself (the first 16 hex digits of its SHA-256), so rotating needs no naming:
// SELF_SERVICE_SECRET lists the new secret first and the old ones after it, until their links
// have expired.
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

export class HmacAccessTokenCodec implements AccessTokenCodec {
  private readonly keys: readonly Key[];

  /** `secrets`: the current one first, then the older ones still accepted. */
  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('at least one self-service secret is needed');
    this.keys = secrets.map((secret) => ({ id: keyIdOf(secret), secret }));
  }

  issue(): IssuedToken {
    const token = randomBytes(accessTokenBytes).toString('base64url');
    const key = this.keys[0] as Key;
    return { token, keyId: key.id, tokenHmac: hmac(key.secret, token) };
  }

  hmacsOf(token: string): readonly string[] {
    return this.keys.map((key) => hmac(key.secret, token));
  }
}

function hmac(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token, 'utf8').digest('hex');
}
