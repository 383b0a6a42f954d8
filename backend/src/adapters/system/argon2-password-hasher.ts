// argon2id with Node 24's crypto.argon2, at OWASP's first recommended parameters (Password
// Storage Cheat Sheet: m=19 MiB, t=2, p=1), stored as a PHC string so a later change of
// parameters is seen on the stored hash and the password is rehashed at the next sign-in.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../../application/ports/password-hasher.ts';

export interface Argon2Parameters {
  /** KiB. */
  readonly memory: number;
  readonly passes: number;
  readonly parallelism: number;
}

export const owaspArgon2: Argon2Parameters = { memory: 19_456, passes: 2, parallelism: 1 };

const tagLength = 32;

function derive(password: string, salt: Buffer, parameters: Argon2Parameters): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, tagLength, ...parameters }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface ParsedHash {
  readonly parameters: Argon2Parameters;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(phc: string): ParsedHash | undefined {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return undefined;
  const [, m, t, p, salt = '', hash = ''] = match;
  const parameters = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
  // A stored hash cannot ask for more work than a sign-in should ever cost.
  if (parameters.memory > 1_048_576 || parameters.passes > 20 || parameters.parallelism > 16)
    return undefined;
  return { parameters, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export class Argon2PasswordHasher implements PasswordHasher {
  private readonly parameters: Argon2Parameters;

  constructor(parameters: Argon2Parameters = owaspArgon2) {
    this.parameters = parameters;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.parameters);
    const { memory, passes, parallelism } = this.parameters;
    return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    const parsed = parse(passwordHash);
    // An unreadable hash still costs one derivation: its time says nothing.
    const key = await derive(
      password,
      parsed?.salt ?? randomBytes(16),
      parsed?.parameters ?? this.parameters,
    );
    return parsed !== undefined && parsed.hash.length === key.length && timingSafeEqual(parsed.hash, key);
  }

  needsRehash(passwordHash: string): boolean {
    const parsed = parse(passwordHash);
    if (!parsed) return true;
    const { memory, passes, parallelism } = parsed.parameters;
    return (
      memory !== this.parameters.memory ||
      passes !== this.parameters.passes ||
      parallelism !== this.parameters.parallelism
    );
  }
}
