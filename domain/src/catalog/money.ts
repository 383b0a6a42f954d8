// Money is kept as integer cents everywhere (browser, API, database) so no price is ever
// rounded twice. Only the display turns it into dollars.

// Built on first use and kept: an Intl.NumberFormat costs tens of microseconds to make, and the
// server formats several prices for every booking's e-mails.
const formats = new Map<boolean, Intl.NumberFormat>();

function formatFor(whole: boolean): Intl.NumberFormat {
  let format = formats.get(whole);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(whole, format);
  }
  return format;
}

/** Formats cents as US dollars: 30000 -> '$300', 58050 -> '$580.50'. */
export function formatUsd(cents: number): string {
  return formatFor(cents % 100 === 0).format(cents / 100);
}
