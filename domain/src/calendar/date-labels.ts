// Calendar dates as people read them in a sentence ('Sat, Dec 5', 'Tuesday, December 1, 2026'). A date has no time zone
// (decision 0006), so it is formatted as the UTC midnight of that date, in UTC: the label is
// the same in every browser and on the server.
import { isIsoDate } from './calendar-date.ts';

// Built on first use, so a page that imports the domain but shows no such date pays nothing.
const formats = new Map<boolean, Intl.DateTimeFormat>();

function formatFor(year: boolean): Intl.DateTimeFormat {
  let format = formats.get(year);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(year, format);
  }
  return format;
}

/** 'Sat, Dec 5'; with `{ year: true }`, 'Sat, Dec 5, 2026'. */
export function shortDateLabel(iso: string, { year = false }: { year?: boolean } = {}): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date: ${iso}`);
  return formatFor(year).format(new Date(`${iso}T00:00:00Z`));
}

let longFormat: Intl.DateTimeFormat | undefined;

/** 'Tuesday, December 1, 2026': a booking's dates on its confirmation and its own page. */
export function longDateLabel(iso: string): string {
  longFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longFormat.format(new Date(`${iso}T00:00:00Z`));
}
