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
