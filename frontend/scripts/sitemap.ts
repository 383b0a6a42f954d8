// /sitemap.xml and /robots.txt, from the domain's public routes and the canonical origin.
import { siteAddress } from '@dumpster/domain';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** SITE_URL, else this machine on PORT: the address the server writes into its e-mails too. */
export function canonicalOrigin(siteUrl: string | undefined, port?: string): string {
  const origin = siteAddress(siteUrl, port).replace(/\/+$/, '');
  // Validates the value: a bad SITE_URL stops the build rather than shipping broken canonicals.
  new URL(origin);
  return origin;
}

export function sitemapXml(origin: string, routes: readonly string[], lastModified: string): string {
  const urls = routes.map(
    (route) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${route}`)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
