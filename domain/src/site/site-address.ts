// The site's public address, the base of every absolute link it writes (e-mails, canonical
// links, the sitemap): SITE_URL when set, else this machine on the port the server listens on,
// so a server started with PORT=4201 and no SITE_URL never sends links to a port nobody serves.
// PORT 0 (any free port) names no address: the default port stands, and SITE_URL should be set.

export const defaultPort = 3000;

export function siteAddress(siteUrl: string | undefined, port: string | number | undefined): string {
  const given = siteUrl?.trim();
  if (given) return given;
  const number = Number(typeof port === 'string' ? port.trim() || undefined : port);
  const chosen = Number.isInteger(number) && number > 0 && number <= 65_535 ? number : defaultPort;
  return `http://localhost:${chosen}`;
}
