// The secrets of the "My booking" links (docs/decisions/0090): a generated one kept under
// DATA_DIR and reused, SELF_SERVICE_SECRET's list with the current one first, and a rotated-out
// secret's links still opening while it is listed.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { HmacAccessTokenCodec, keyIdOf } from './hmac-access-token-codec.ts';
import { generatedSecretFile, selfServiceSecrets } from './self-service-secret.ts';

const oldSecret = 'the old self-service secret of 32 characters or more';
const newSecret = 'the new self-service secret of 32 characters or more';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the self-service secret', () => {
  it('is generated once under DATA_DIR, readable by the owner only, and reused on the next start', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
    const first = selfServiceSecrets([], dir);
    const file = path.join(dir, generatedSecretFile);
    expect(first).toHaveLength(1);
    expect(first[0]?.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, 'utf8').trim()).toBe(first[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(selfServiceSecrets([], dir)).toEqual(first);
  });

  it('takes SELF_SERVICE_SECRET as given, current first, and writes nothing', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
    expect(selfServiceSecrets([newSecret, oldSecret], dir)).toEqual([newSecret, oldSecret]);
    expect(() => statSync(path.join(dir as string, generatedSecretFile))).toThrow();
  });

  it('is read from the environment as a list, and a short secret stops the start', () => {
    expect(loadConfig({ SELF_SERVICE_SECRET: ` ${newSecret} , ${oldSecret} ` }).selfServiceSecrets).toEqual([
      newSecret,
      oldSecret,
    ]);
    expect(loadConfig({}).selfServiceSecrets).toEqual([]);
    expect(() => loadConfig({ SELF_SERVICE_SECRET: 'too short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SELF_SERVICE_SECRET: 'too short' })).toThrow(/SELF_SERVICE_SECRET/);
  });
});

describe('the HMAC token codec', () => {
  it('issues 256-bit base64url tokens under the current secret, never two alike', () => {
    const codec = new HmacAccessTokenCodec([newSecret, oldSecret]);
    const issued = codec.issue();
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.keyId).toBe(keyIdOf(newSecret));
    expect(codec.hmacsOf(issued.token)[0]).toBe(issued.tokenHmac);
    expect(codec.issue().token).not.toBe(issued.token);
  });

  it('still recognises a token of a rotated-out secret while that secret is listed, and not after', () => {
    const before = new HmacAccessTokenCodec([oldSecret]).issue();
    expect(new HmacAccessTokenCodec([newSecret, oldSecret]).hmacsOf(before.token)).toContain(
      before.tokenHmac,
    );
    expect(new HmacAccessTokenCodec([newSecret]).hmacsOf(before.token)).not.toContain(before.tokenHmac);
  });
});
