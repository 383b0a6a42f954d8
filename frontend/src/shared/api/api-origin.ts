// Absolute base for every API call. In the browser it is the page's own origin (the API is
// served beside the site); in tests and during build-time rendering there is no page, so a
// fixed origin that the test handlers answer is used. Read at call time, never at import.
export function apiOrigin(): string {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return 'http://localhost';
  return window.location.origin;
}
