// Hostile bodies (decision 0061), over real sockets against the production entry (scripts/start.ts):
// nesting that once exhausted the call stack (a 500), bodies declared or streamed past the 32 KB
// limit (once held until fully sent), and bodies in charsets other than UTF-8 (once decoded, so
// "+ADw-script+AD4-" was stored as "<script>"). Afterwards the database holds exactly the
// bodies that were accepted, as sent.
import { addDays, businessDateAt } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../adapters/persistence/orm.ts';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { expectWellFormed } from './support/answer-checks.ts';
import { productionServerForFile } from './support/production-server.ts';
import { postHead, type RawClient, rawExchange } from './support/raw-http.ts';
import { type Answer, send } from './support/running-app.ts';
import { storedContacts } from './support/stored-rows.ts';

const today = businessDateAt(new Date());
const booking = () =>
  bookingBody({
    deliveryDate: openDayOnOrAfter(addDays(today, 3)),
    pickupDate: openDayOnOrAfter(addDays(today, 9)),
  });
const routes = ['/api/bookings', '/api/contact'] as const;
const tooDeep = 'The request body nests more than 32 levels deep.';
/** The bound set for a declared 1 GiB body (decision 0061); the rest of a busy machine's noise is slack. */
const oversizedAnsweredWithinMs = 1_000;

const server = productionServerForFile();
const storedContactIds = new Set<string>();

const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

function postText(path: string, body: string | Uint8Array, headers = { 'content-type': 'application/json' }) {
  return send(server().baseUrl, path, { body, headers });
}

/** Writes as fast as the socket takes it, until the server ends the exchange. */
function flood(client: RawClient, chunk: Buffer | string): void {
  const pump = () => {
    while (client.send(chunk)) {}
  };
  client.socket.on('drain', pump);
  pump();
}

describe('deeply nested bodies', () => {
  it('answer 400 naming the limit, never 500, from 33 to 16,000 levels on both routes', async () => {
    for (const path of routes) {
      for (const [shape, levels] of [
        [arrays, 33],
        [arrays, 1_000],
        [arrays, 4_000],
        [arrays, 5_000],
        [arrays, 16_000],
        [objects, 1_000],
        [objects, 5_000],
      ] as const) {
        const answer = await postText(path, shape(levels));
        expectWellFormed(answer, [400]);
        expect((answer.json as { fields: unknown }).fields, `${path} ${levels}`).toEqual({ body: tooDeep });
      }
    }
  });

  it('answer 413 unread once they outgrow 32 KB, up to 100,000 levels: the size decides first', async () => {
    for (const path of routes) {
      for (const body of [arrays(20_000), arrays(100_000), objects(100_000)]) {
        expectWellFormed(await postText(path, body), [413]);
      }
    }
  });

  it('answer 400 when a valid booking carries a field nested 33 levels deep, and 201 at 32', async () => {
    const withExtra = (levels: number) =>
      JSON.stringify({ ...booking(), extra: JSON.parse(arrays(levels - 1)) });
    expectWellFormed(await postText('/api/bookings', withExtra(33)), [400]);
    expectWellFormed(await postText('/api/bookings', withExtra(32)), [201]);
  });
});

describe('oversized bodies', () => {
  const head = (length: string, extra: Record<string, string> = {}) =>
    postHead('/api/contact', { 'Content-Type': 'application/json', 'Content-Length': length, ...extra });

  it(`answer a declared 1 GiB body with 413 within ${oversizedAnsweredWithinMs} ms, reading none of it`, async () => {
    const exchange = await rawExchange(server().port, (client) => {
      client.send(head(String(2 ** 30)));
      flood(client, Buffer.alloc(64 * 1024, 'a'));
    });
    expect(exchange.status, exchange.text.slice(0, 300)).toBe(413);
    expect(exchange.json).toMatchObject({ error: 'payload_too_large' });
    expect(exchange.headers.connection).toBe('close');
    expect(exchange.answeredAfterMs).toBeLessThan(oversizedAnsweredWithinMs);
    // Then the server closed the connection (within its one-second linger), not the test.
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.bytesSent).toBeLessThan(2 ** 30);
  });

  it('answer a 20 MB body with 413 before the client has sent it', async () => {
    const total = 20 * 1024 * 1024;
    const exchange = await rawExchange(server().port, (client) => {
      client.send(head(String(total)));
      flood(client, Buffer.alloc(64 * 1024, 'a'));
    });
    expect(exchange.status).toBe(413);
    expect(exchange.bytesSent).toBeLessThan(total);
  });

  it('answer 413 to a declared body over the limit without inviting it first (Expect: 100-continue)', async () => {
    const exchange = await rawExchange(server().port, (client) => {
      client.send(head(String(2 ** 30), { Expect: '100-continue' }));
    });
    expect(exchange.status).toBe(413);
    expect(exchange.text).not.toContain('100 Continue');
  });

  it('cut a chunked body at the limit with 413 and close the connection', async () => {
    const chunk = 'a'.repeat(16 * 1024);
    const exchange = await rawExchange(server().port, (client) => {
      client.send(
        postHead('/api/contact', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
      );
      flood(client, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    });
    expect(exchange.status, exchange.text.slice(0, 300)).toBe(413);
    expect(exchange.headers.connection).toBe('close');
    expect(exchange.closedAfterMs).toBeDefined();
  });
});

describe('bodies in other charsets', () => {
  const utf7Name = '+ADw-script+AD4-alert(1)+ADw-/script+AD4-';
  const text = (name: string) => JSON.stringify(contactBody({ name }));

  const expectRefused = (answer: Answer, message: string) => {
    expectWellFormed(answer, [415]);
    expect(answer.json).toMatchObject({ error: 'unsupported_media_type', message });
  };

  it('answer 415 to UTF-7, UTF-16 and Latin-1 declared as such, decoding nothing', async () => {
    const cases: [string, Uint8Array][] = [
      ['utf-7', Buffer.from(text(utf7Name))],
      ['UTF-7', Buffer.from(text(utf7Name))],
      ['utf-16', Buffer.from(`\ufeff${text('Zoë Ångström')}`, 'utf16le')],
      ['utf-16le', Buffer.from(text('Zoë Ångström'), 'utf16le')],
      ['utf-16be', Buffer.from(text('Zoë Ångström'), 'utf16le').swap16()],
      ['latin1', Buffer.from(text('Zoë Ångström'), 'latin1')],
      ['iso-8859-1', Buffer.from(text('Sam Ortiz'), 'latin1')],
      ['windows-1252', Buffer.from(text('Sam Ortiz'), 'latin1')],
    ];
    for (const [charset, body] of cases) {
      for (const path of routes) {
        const answer = await postText(path, body, { 'content-type': `application/json; charset=${charset}` });
        expectRefused(answer, 'Send the request body in UTF-8 (charset=utf-8, or no charset).');
      }
    }
  });

  it('answer 415 to UTF-16 and Latin-1 bytes sent without a charset, which reads as UTF-8', async () => {
    for (const body of [
      Buffer.from(`\ufeff${text('Zoë Ångström')}`, 'utf16le'),
      Buffer.from(text('Zoë Ångström'), 'latin1'),
    ]) {
      expectRefused(await postText('/api/contact', body), 'The request body is not valid UTF-8.');
    }
  });

  it('store UTF-7 text sent as UTF-8 exactly as sent, never decoded into markup', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const answer = await postText('/api/contact', text(utf7Name), { 'content-type': type });
      expectWellFormed(answer, [201]);
      storedContactIds.add((answer.json as { id: string }).id);
    }
  });

  it('leaves in the database exactly the accepted contact requests, as sent', async () => {
    await server().stop();
    const orm = await openOrm({ kind: 'pglite', dataDir: server().dataDir });
    try {
      const rows = await storedContacts(orm);
      expect(new Set(rows.map((row) => row.id))).toEqual(storedContactIds);
      for (const row of rows) {
        expect(row.request.name).toBe(utf7Name);
        expect(JSON.stringify(row.request)).not.toContain('<script');
      }
    } finally {
      await orm.close(true);
    }
  });
});
