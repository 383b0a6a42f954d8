// The booking dates are Gregorian days (the server, the domain and the e-mails all count them so).
// A visitor's browser may prefer another calendar (th-TH: Buddhist, ja-JP-u-ca-japanese), and
// react-aria would then show and edit the year in it. Asking for the visitor's own locale with the
// Gregorian calendar keeps their day/month order and always edits the same days the server reads;
// it also lets the build leave @internationalized/date's other calendars out (vite.config.ts).

/** `locale` with its calendar set to Gregorian (`en-GB` -> `en-GB-u-ca-gregory`). */
export function withGregorianCalendar(locale: string): string {
  try {
    return new Intl.Locale(locale, { calendar: 'gregory' }).toString();
  } catch {
    // A locale tag the browser cannot parse: its US English default, which is Gregorian.
    return 'en-US';
  }
}
