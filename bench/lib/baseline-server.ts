// The benchmark's yardstick: a bare node:http server that parses the JSON and does one raw
// `pg` INSERT of the same booking row, nothing else (no validation, quote, idempotency, logs,
// headers). Run as its own process: `PORT=<port> node bench/lib/baseline-server.ts <database url> [mode]`.
// Mode `two-rows` also writes the idempotency row in the same statement, as ours does: the
// difference between the two baselines is the database's share of our cost.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const port = process.env.PORT ?? '0';
const [url = '', mode = 'one-row'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });

const insert = `insert into "bookings" ("id", "booking_type", "name", "email", "phone", "address", "city",
  "state", "zip_code", "company_name", "job_number", "job_name", "dumpster_size", "delivery_date",
  "pickup_date", "special_instructions", "sms_opt_in", "base_price_cents", "included_days", "extra_days",
  "extra_day_rate_cents", "extra_cost_cents", "total_cents", "created_at")
  values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,40000,7,3,6000,18000,58000,now())`;

const withKey = `with "recorded_key" as (insert into "idempotency_keys" ("route", "key", "request_hash",
  "response_status", "response_body", "created_at") values ('bookings', $18, $19, 201, $20, now())) `;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const b = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const id = randomUUID();
      const twoRows = mode === 'two-rows';
      const keyParams = twoRows
        ? [
            req.headers['idempotency-key'] ?? randomUUID(),
            'a'.repeat(64),
            JSON.stringify({ id, status: 'pending' }),
          ]
        : [];
      await pool.query(twoRows ? withKey + insert : insert, [
        id,
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
        ...keyParams,
      ]);
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
