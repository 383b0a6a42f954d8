// The session secrets of ports/session-tokens.ts on node:crypto: random tokens from the OS,
// SHA-256 for what the database keeps, and the CSRF token as SHA-256 of the token with a label.
import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '../../application/ports/session-tokens.ts';

export class Sha256SessionTokens implements SessionTokens {
  random(bytes: number): string {
    return randomBytes(bytes).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  csrfTokenFor(token: string): string {
    return createHash('sha256').update(`csrf:${token}`).digest('base64url');
  }
}
