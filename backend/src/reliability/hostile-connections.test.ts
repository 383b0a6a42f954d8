// Slow and silent clients (decision 0061), over real sockets against the production entry
// (scripts/start.ts) with short bounds: headers within 1 s, the whole request within 2 s, a kept-
// alive connection idle for 1 s. Each such client is cut within its bound with a 408 in the API's
// shape (the idle kept-alive one is simply closed), while a normal client is served meanwhile.
// Before, all of them were still open after a minute.
import { addDays, businessDateAt } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../test-support/requests.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { productionServerForFile } from './support/production-server.ts';
import { postHead, type RawExchange, rawExchange } from './support/raw-http.ts';
import { postJson, send } from './support/running-app.ts';

const bounds = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 1_000 };
/** Node closes an idle kept-alive connection a second after the time it announced. */
const nodeKeepAliveBufferMs = 1_000;
/**
 * Node looks for late requests every quarter of the headers bound (250 ms here); the rest is a
 * busy 2-core machine's slack (other test files run beside this one). A liveness bound: the
 * point is "cut, where before they were open after a minute", not "cut fast".
 */
const slackMs = 5_000;
const idleSockets = 100;

const today = businessDateAt(new Date());
const server = productionServerForFile({
  HTTP_HEADERS_TIMEOUT_MS: String(bounds.headersMs),
  HTTP_REQUEST_TIMEOUT_MS: String(bounds.requestMs),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: String(bounds.keepAliveMs),
});

/** A well-behaved client, asking every 50 ms until told to stop: each status and when it came. */
function normalClient() {
  const answers: { status: number; at: number }[] = [];
  let stopped = false;
  const running = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const answer =
        i % 2 === 0
          ? await send(server().baseUrl, '/healthz', { method: 'GET' })
          : await postJson(
              server().baseUrl,
              '/api/bookings',
              bookingBody({
                name: `Normal ${i}`,
                deliveryDate: openDayOnOrAfter(addDays(today, 2)),
                pickupDate: openDayOnOrAfter(addDays(today, 6)),
              }),
            );
      answers.push({ status: answer.status, at: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return answers;
    },
  };
}

function expectTimedOut(exchange: RawExchange, boundMs: number, name: string): void {
  expect(exchange.status, `${name}: ${exchange.text.slice(0, 200)}`).toBe(408);
  expect(exchange.json, name).toMatchObject({
    error: 'request_timeout',
    message: 'The request took too long to arrive.',
    requestId: exchange.headers['x-request-id'],
  });
  expect(exchange.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(exchange.headers['x-content-type-options']).toBe('nosniff');
  expect(exchange.headers.connection).toBe('close');
  expect(exchange.closedAfterMs, `${name} was never cut`).toBeDefined();
  // Not cut early: timed from before the client connected, so never less than the server's time.
  expect(exchange.closedAfterMs, name).toBeGreaterThanOrEqual(boundMs);
  expect(exchange.closedAfterMs, name).toBeLessThan(boundMs + slackMs);
}

describe('slow and silent clients', () => {
  it('are cut within their bounds while a normal client is served meanwhile', async () => {
    const started = performance.now();
    const normal = normalClient();
    const giveUpMs = 15_000;
    const requestLine = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ';
    const [silent, slowHeaders, slowBody, bodyNeverSent, keptAlive, ...crowd] = await Promise.all([
      // Connects and says nothing.
      rawExchange(server().port, () => {}, giveUpMs),
      // Sends its headers a byte every 100 ms, never finishing them.
      rawExchange(
        server().port,
        (client) => {
          let at = 0;
          client.every(100, () => client.send(requestLine[at++ % requestLine.length] ?? 'a'));
        },
        giveUpMs,
      ),
      // Sends its headers at once, then its 1,000-byte body a byte every 100 ms.
      rawExchange(
        server().port,
        (client) => {
          client.send(
            postHead('/api/contact', { 'Content-Type': 'application/json', 'Content-Length': '1000' }),
          );
          client.every(100, () => client.send('a'));
        },
        giveUpMs,
      ),
      // Declares a body and never sends it.
      rawExchange(
        server().port,
        (client) => {
          client.send(
            postHead('/api/contact', { 'Content-Type': 'application/json', 'Content-Length': '100' }),
          );
        },
        giveUpMs,
      ),
      // One request on a kept-alive connection, then silence.
      rawExchange(
        server().port,
        (client) => client.send('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
        giveUpMs,
      ),
      // A crowd of silent connections.
      ...Array.from({ length: idleSockets }, () => rawExchange(server().port, () => {}, giveUpMs)),
    ]);
    const answers = await normal.stop();
    const hostile = [silent, slowHeaders, slowBody, bodyNeverSent, keptAlive, ...crowd];
    const lastCut = started + Math.max(...hostile.map((exchange) => exchange.closedAfterMs ?? giveUpMs));

    expectTimedOut(silent, bounds.headersMs, 'silent');
    expectTimedOut(slowHeaders, bounds.headersMs, 'slow headers');
    expectTimedOut(slowBody, bounds.requestMs, 'slow body');
    expectTimedOut(bodyNeverSent, bounds.requestMs, 'body never sent');
    for (const [i, exchange] of crowd.entries()) expectTimedOut(exchange, bounds.headersMs, `idle ${i}`);

    expect(keptAlive.status).toBe(200);
    expect(keptAlive.headers['keep-alive']).toBe(`timeout=${bounds.keepAliveMs / 1000}`);
    expect(keptAlive.closedAfterMs, 'the kept-alive connection was never closed').toBeDefined();
    expect(keptAlive.closedAfterMs).toBeGreaterThanOrEqual(bounds.keepAliveMs);
    expect(keptAlive.closedAfterMs).toBeLessThan(bounds.keepAliveMs + nodeKeepAliveBufferMs + slackMs);

    // The normal client got only answers, never a refusal, some while the hostile clients still
    // held their sockets (how many depends on the machine's load).
    for (const { status } of answers) expect([200, 201]).toContain(status);
    const meanwhile = answers.filter((answer) => answer.at < lastCut).length;
    expect(meanwhile).toBeGreaterThan(0);
    console.info(
      `hostile connections: ${meanwhile} normal answers while hostile clients held sockets; cut after ${hostile
        .slice(0, 5)
        .map((exchange) => Math.round(exchange.closedAfterMs ?? -1))
        .join(', ')} ms`,
    );
  }, 30_000);
});
