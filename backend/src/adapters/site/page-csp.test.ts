import { describe, expect, it } from 'vitest';
import { extendPolicy } from './page-csp.ts';

const policy =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';object-src 'none'";
const hashes = { styleElements: ["'sha256-AAAA'"], styleAttributes: ["'sha256-BBBB'", "'sha256-CCCC'"] };

describe('extendPolicy', () => {
  it("adds the <style> hashes to style-src and the attribute hashes, with 'unsafe-hashes', to style-src-attr", () => {
    expect(extendPolicy(policy, hashes)).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'sha256-AAAA';object-src 'none';" +
        "style-src-attr 'unsafe-hashes' 'sha256-BBBB' 'sha256-CCCC'",
    );
  });

  it("never loosens the scripts' directives nor adds 'unsafe-inline'", () => {
    const extended = extendPolicy(policy, hashes);
    expect(extended).toContain("script-src 'self';script-src-attr 'none'");
    expect(extended).not.toContain('unsafe-inline');
  });

  it("replaces a style-src-attr 'none' by the hashes", () => {
    expect(
      extendPolicy("style-src 'self';style-src-attr 'none'", {
        styleElements: [],
        styleAttributes: ["'sha256-BBBB'"],
      }),
    ).toBe("style-src 'self';style-src-attr 'unsafe-hashes' 'sha256-BBBB'");
  });

  it('leaves the policy as it is when there is nothing to hash', () => {
    expect(extendPolicy(policy, { styleElements: [], styleAttributes: [] })).toBe(policy);
  });
});
