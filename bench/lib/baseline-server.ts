// The benchmark's yardstick: a bare node:http server that parses the JSON and writes, with raw
// `pg`, exactly the rows our server writes for a booking, in one transaction: BEGIN, the
// idempotency record (on conflict do nothing), the availability check's statements (decisions
// 0085, 0089: the size's weeks of the rental locked, then its units and occupancy read; ours
// tries the lock first, and uncontended, as here, that is the same two statements), the booking,
// its first history event, its "My booking" link (decision 0090), its two outbox rows (the confirmation and the business notice,
// decision 0070), COMMIT (docs/decisions/0048). Nothing else: no validation, quote, logs,
// headers, nor rendering: the e-mails' texts are rendered once at start and the same ones
// inserted for every booking, statements of the size ours sends. Run as its own process:
// `PORT=<port> node bench/lib/baseline-server.ts <database url>`.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { MailComposer } from '../../backend/src/entries/benchmark-parts.ts';
import { storedBooking } from '../../backend/src/test-support/stored-booking.ts';

const port = process.env.PORT ?? '0';
const [url = ''] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });

const recordKey = `insert into "idempotency_keys" ("route", "key", "request_hash", "response_status",
  "response_body", "created_at") values ('bookings', $1, $2, 201, $3, now()) on conflict ("route", "key") do nothing`;

const lockWeeks = `select count(pg_advisory_xact_lock($1, "week"))::int as "locked"
  from generate_series((cast($2 as date) - date '2000-01-03') / 7, (cast($3 as date) - date '2000-01-03') / 7) as "week"`;

const readCalendar = `with "out" as (
    select "delivery_date" as "d", greatest("pickup_date", "delivery_date") as "p" from "bookings"
    where "dumpster_size" = $1 and "status" in ('pending', 'confirmed', 'delivered', 'picked_up')
      and "delivery_date" >= cast($2 as date) - 365 and "delivery_date" <= cast($3 as date)
      and greatest("pickup_date", "delivery_date") >= cast($2 as date)
  )
  select to_char("day", 'YYYY-MM-DD') as "day", sum("change")::int as "change" from (
    select greatest("d", cast($2 as date)) as "day", 1 as "change" from "out"
    union all
    select "p" + 1, -1 from "out" where "p" < cast($3 as date)
  ) as "changes" group by "day"
  union all
  select null, (select "units" from "fleet" where "dumpster_size" = $1)`;

const insertBooking = `insert into "bookings" ("id", "reference", "booking_type", "name", "email", "phone",
  "address", "city", "state", "zip_code", "company_name", "job_number", "job_name", "dumpster_size",
  "delivery_date", "pickup_date", "special_instructions", "sms_opt_in", "status", "base_price_cents",
  "included_days", "extra_days", "extra_day_rate_cents", "extra_cost_cents", "total_cents", "created_at")
  values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,'pending',40000,7,3,6000,18000,58000,now())`;

const appendEvent = `insert into "booking_events" ("booking_id", "occurred_at", "actor_kind", "actor_user_id",
  "actor_name", "type", "details") values ($1, now(), 'customer', null, null, 'created', '{"status":"pending"}')`;

// The customer's "My booking" link (decision 0090): the HMAC of a fresh token, never the token.
const insertAccessToken = `insert into "booking_access_tokens" ("booking_id", "key_id", "token_hmac", "expires_at")
  values ($1, 'k1', $2, ($3::date + 31)::timestamptz)`;
const insertMessage = `insert into "outbox_messages" ("id", "kind", "message_id", "recipient", "reply_to",
  "subject", "text_body", "html_body", "attachments", "booking_id") values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`;

const sampleBooking = storedBooking();
const composer = new MailComposer();
const samples = [
  composer.compose({ kind: 'booking-confirmation', booking: sampleBooking, manageLink: null }),
  composer.compose({ kind: 'booking-notice', booking: sampleBooking }),
];

async function store(b: Record<string, unknown>, key: string): Promise<string> {
  const id = randomUUID();
  const reference = `CH-${randomBytes(4).toString('hex').toUpperCase()}`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(recordKey, [
      key,
      'a'.repeat(64),
      JSON.stringify({ id, reference, status: 'pending' }),
    ]);
    // The same statements as ours; the benchmark's fleet never fills, so nothing is refused.
    const calendar = [b.dumpsterSize, b.deliveryDate, b.pickupDate];
    await client.query(lockWeeks, [
      4_210_000 + Number.parseInt(String(b.dumpsterSize), 10),
      b.deliveryDate,
      b.pickupDate,
    ]);
    await client.query(readCalendar, calendar);
    await client.query(insertBooking, [
      id,
      reference,
      b.bookingType,
      b.name,
      b.email,
      b.phone,
      b.address,
      b.city,
      b.state,
      b.zipCode,
      b.companyName || null,
      b.jobNumber || null,
      b.jobName || null,
      b.dumpsterSize,
      b.deliveryDate,
      b.pickupDate,
      b.specialInstructions || null,
      Boolean(b.smsOptIn),
    ]);
    await client.query(appendEvent, [id]);
    const tokenHmac = createHmac('sha256', 'baseline secret').update(randomBytes(32)).digest('hex');
    await client.query(insertAccessToken, [id, tokenHmac, b.pickupDate]);
    for (const mail of samples) {
      const messageRowId = randomUUID();
      await client.query(insertMessage, [
        messageRowId,
        mail.kind,
        `<${messageRowId}@coastalhaul.example>`,
        mail.kind === 'booking-notice' ? mail.to : b.email,
        JSON.stringify(mail.replyTo),
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.attachments),
        id,
      ]);
    }
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = String(req.headers['idempotency-key'] ?? randomUUID());
      const id = await store(body, key);
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
