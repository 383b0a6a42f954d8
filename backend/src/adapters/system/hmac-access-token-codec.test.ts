// The My booking token made from a stored nonce under the server's secret (decisions 0090, 0160):
// the secret makes the same token again from the nonce, nothing else does, and rotation keeps the
// older secret's links until it is dropped.
import { describe, expect, it } from 'vitest';
import { HmacAccessTokenCodec, keyIdOf } from './hmac-access-token-codec.ts';

const current = 'the current secret of the links, 32+ characters';
const older = 'the older secret of the links, still 32+ characters';

describe('HmacAccessTokenCodec', () => {
  it('issues a 43-character token the nonce makes again with the secret, and only with it', () => {
    const codec = new HmacAccessTokenCodec([current]);
    const issued = codec.issue();

    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.nonce).not.toBe(issued.token);
    expect(issued.keyId).toBe(keyIdOf(current));
    expect(codec.tokenFor(issued.nonce, issued.keyId)).toBe(issued.token);
    expect(codec.hmacsOf(issued.token)).toEqual([issued.tokenHmac]);
    // What a database holds (nonce, key id, HMAC) makes nothing under another secret.
    const another = new HmacAccessTokenCodec(['another secret, also 32+ characters long']);
    expect(another.tokenFor(issued.nonce, issued.keyId)).toBeUndefined();
    expect(new HmacAccessTokenCodec([older]).issue().token).not.toBe(issued.token);
  });

  it("makes an older secret's tokens while it is listed, and none once it is dropped", () => {
    const before = new HmacAccessTokenCodec([older]).issue();
    const rotated = new HmacAccessTokenCodec([current, older]);

    expect(rotated.tokenFor(before.nonce, before.keyId)).toBe(before.token);
    expect(rotated.hmacsOf(before.token)).toContain(before.tokenHmac);
    expect(rotated.issue().keyId).toBe(keyIdOf(current));
    expect(new HmacAccessTokenCodec([current]).tokenFor(before.nonce, before.keyId)).toBeUndefined();
  });
});
