/** The public origin of the site (no trailing slash); canonical and social addresses use it. */
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}
