// Calendar dates as the business sees them: the booking page's "today" is Florida's date.
const florida = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Florida as YYYY-MM-DD. */
export function floridaToday(): string {
  return florida.format(new Date());
}

export function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What a person types into a US date field, segment after segment: MMDDYYYY. */
export function typedUsDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
}

/** The day itself, or the Monday after it when it is a Sunday: closed by default (decision 0130). */
export function openDay(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).getUTCDay() === 0 ? plusDays(iso, 1) : iso;
}

const floridaHour = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The booking form's first delivery date now: today before 12:00 noon Florida time, else tomorrow; never a Sunday. */
export function earliestDelivery(): string {
  const today = floridaToday();
  return openDay(Number(floridaHour.format(new Date())) >= 12 ? plusDays(today, 1) : today);
}

/** The first Monday on or after `iso`: a week's rental from it meets no Sunday at either end. */
export function mondayFrom(iso: string): string {
  let day = iso;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

/**
 * The form's delivery date before any input: today before noon, else tomorrow. The closed days
 * arrive with the first input (GET /api/calendar, decision 0168), which moves a closed default.
 */
export function deliveryBeforeInput(): string {
  const today = floridaToday();
  return Number(floridaHour.format(new Date())) >= 12 ? plusDays(today, 1) : today;
}

/**
 * A 10-day rental charged in full: delivered from the earliest bookable day on, on a Monday,
 * Tuesday, Wednesday or Saturday, so the pickup (Thursday, Friday, Saturday or Tuesday) follows
 * an open day: a pickup after a closed day has that day free (decision 0131).
 */
export function tenDayRental(): { delivery: string; pickup: string } {
  let delivery = earliestDelivery();
  while (![1, 2, 3, 6].includes(new Date(`${delivery}T12:00:00Z`).getUTCDay()))
    delivery = plusDays(delivery, 1);
  return { delivery, pickup: plusDays(delivery, 10) };
}
