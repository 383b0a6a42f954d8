import { describe, expect, it } from 'vitest';
import { siteAddress } from './site-address.ts';

describe('the site address', () => {
  it('is SITE_URL when set', () => {
    expect(siteAddress(' https://coastalhaul.example ', '4201')).toBe('https://coastalhaul.example');
  });

  it('is this machine on PORT without it', () => {
    expect(siteAddress(undefined, '4201')).toBe('http://localhost:4201');
    expect(siteAddress('', 8080)).toBe('http://localhost:8080');
  });

  it('is localhost:3000 without either, or with a port that names no address', () => {
    for (const port of [undefined, '', '0', 'abc', '70000']) {
      expect(siteAddress(undefined, port)).toBe('http://localhost:3000');
    }
  });
});
