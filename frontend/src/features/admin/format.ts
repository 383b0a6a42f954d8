// How the back office writes dates, instants, sizes and statuses.
import {
  type BookingStatus,
  bookingStatusLabels,
  type DumpsterSizeValue,
  getDumpsterSize,
  shortDateLabel,
} from '@dumpster/domain';

/** A calendar date with its year: 'Sat, Dec 5, 2026' (an unexpected value is shown as it is). */
export function dateLabel(iso: string): string {
  try {
    return shortDateLabel(iso, { year: true });
  } catch {
    return iso;
  }
}

const instantFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** An instant in the business's time (Jacksonville): 'Nov 24, 2026, 9:15 AM'. */
export function instantLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat.format(date);
}

export function sizeLabel(size: DumpsterSizeValue): string {
  return getDumpsterSize(size).label;
}

export function statusLabel(status: BookingStatus): string {
  return bookingStatusLabels[status];
}

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export function statusTone(status: BookingStatus): Tone {
  if (status === 'pending') return 'warn';
  if (status === 'cancelled') return 'bad';
  if (status === 'completed' || status === 'picked_up') return 'neutral';
  return 'good';
}

/** Today in Jacksonville, as YYYY-MM-DD (the day board's default). */
export function businessToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}

export { bookingTypeLabels } from '@dumpster/domain';

/** '1 unit', '6 units', '0 units': a count with its noun agreeing. */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
