// Money is kept as integer cents everywhere (browser, API, database) so no price is ever
// rounded twice. Only the display turns it into dollars.

/** Formats cents as US dollars: 30000 -> '$300', 58050 -> '$580.50'. */
export function formatUsd(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
