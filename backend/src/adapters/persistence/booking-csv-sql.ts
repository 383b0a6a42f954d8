// The export's CSV lines built by PostgreSQL, one string per keyset batch: the same cells as
// application/bookings/booking-csv.ts (the rule's reference),
// checked cell for cell against it on PostgreSQL and PGlite (composition/admin-export-csv.test.ts). Why in SQL:
// a million rows read as row objects and formatted in JavaScript leave ~250 MB of garbage the
// server's heap grows under; one string per 2,000 rows leaves almost none (docs/performance.md).
// Reads the columns of `bookingColumns` from a relation aliased `b`. The words for a status, a
// type and a size come from the domain's tables, as a CASE each, so the two twins cannot drift.
import { bookingStatusLabels, bookingTypeLabels, businessTimeZone, dumpsterSizes } from '@dumpster/domain';

/** An SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The label of a stored code, by the domain's table; a code it does not know stays as it is. */
function labelOf(column: string, labels: Readonly<Record<string, string>>): string {
  const whens = Object.entries(labels).map(([code, label]) => `when ${literal(code)} then ${literal(label)}`);
  return `case ${column} ${whens.join(' ')} else ${column} end`;
}

/** A text cell: formula starts (= + - @ tab CR) get an apostrophe, quotes doubled, quoted; null is "". */
function cell(text: string): string {
  return `coalesce('"' || replace(case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end, '"', '""') || '"', '""')`;
}

/** Each column's text, in the order of bookingCsvColumns (application/bookings/booking-csv.ts). */
const cellTexts = [
  `b."reference"`,
  labelOf(`b."status"`, bookingStatusLabels),
  // businessDateTimeAt(): the date and the 24-hour time in Florida.
  `to_char(b."created_at" at time zone ${literal(businessTimeZone)}, 'YYYY-MM-DD HH24:MI')`,
  labelOf(`b."booking_type"`, bookingTypeLabels),
  `b."name"`,
  `b."email"`,
  `b."phone"`,
  `b."address"`,
  `b."city"`,
  // The application's Booking is always in Florida (booking-rows.ts).
  `'FL'`,
  `b."zip_code"`,
  `b."company_name"`,
  `b."job_number"`,
  `b."job_name"`,
  labelOf(`b."dumpster_size"`, Object.fromEntries(dumpsterSizes.map((size) => [size.value, size.label]))),
  // Calendar days as YYYY-MM-DD (PostgreSQL's ISO date style).
  `b."delivery_date"::text`,
  `b."pickup_date"::text`,
  `b."special_instructions"`,
  `case when b."sms_opt_in" then 'yes' else 'no' end`,
  // toFixed(2) of the cents in dollars.
  `(b."total_cents"::numeric / 100)::numeric(16, 2)::text`,
];

/** One booking's CSV line, CRLF-terminated, as an SQL text expression. */
export const bookingCsvLineSql = `${cellTexts.map(cell).join(` || ',' || `)} || E'\\r\\n'`;
