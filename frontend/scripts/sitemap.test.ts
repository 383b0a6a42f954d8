import { describe, expect, it } from 'vitest';
import { canonicalOrigin, robotsTxt, sitemapXml } from './sitemap.ts';

describe('the sitemap and robots.txt', () => {
  it('lists every route with its canonical address and the date of the build', () => {
    const xml = sitemapXml('https://coastalhaul.example', ['/', '/tampa'], '2026-11-22');
    expect(xml).toContain('<loc>https://coastalhaul.example/</loc>');
    expect(xml).toContain('<loc>https://coastalhaul.example/tampa</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('points robots.txt to the sitemap and keeps crawlers out of the API', () => {
    const robots = robotsTxt('https://coastalhaul.example');
    expect(robots).toContain('Sitemap: https://coastalhaul.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it('takes the origin from SITE_URL without a trailing slash, defaulting to localhost:3000', () => {
    expect(canonicalOrigin(undefined)).toBe('http://localhost:3000');
    expect(canonicalOrigin('https://coastalhaul.example/')).toBe('https://coastalhaul.example');
    expect(() => canonicalOrigin('not a url')).toThrow();
  });

  it('without SITE_URL, takes this machine on PORT, as the server does', () => {
    expect(canonicalOrigin(undefined, '4201')).toBe('http://localhost:4201');
    expect(canonicalOrigin('', '4201')).toBe('http://localhost:4201');
    expect(canonicalOrigin('https://coastalhaul.example', '4201')).toBe('https://coastalhaul.example');
  });
});
