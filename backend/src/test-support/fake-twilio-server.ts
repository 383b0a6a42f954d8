// A local server that answers as Twilio's Messages API does (docs/decisions/0153), so the Twilio
// adapter is tested through the official library against real HTTP, with no network:
// POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic auth with the
// account SID and auth token. It answers the resource Twilio answers (201: sid SM..., status
// 'queued', num_segments as a string; 'accepted' and '0' through a Messaging Service) and
// Twilio's error JSON `{ code, message, more_info, status }`: 20003 (401) for wrong credentials,
// 21211 for a 'To' that is not an E.164 number, 21610 for a recipient who texted STOP, 21617 for
// a body over 1,600 characters, 20404 for an unknown path. A test scripts the next answers: 429
// (20429, with Retry-After), 500 (20500), 503 (20503), or a dropped connection. A request
// without To, a sender or a body is refused 400 here, without claiming Twilio's exact code.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countSmsSegments } from '@dumpster/domain';

export interface ReceivedTwilioMessage {
  readonly accountSid: string;
  readonly to: string;
  readonly from: string | null;
  readonly messagingServiceSid: string | null;
  readonly body: string;
  /** Every parameter as posted. */
  readonly params: Readonly<Record<string, string>>;
  readonly sid: string;
}

/** What the server answers to the next request instead of handling it. */
export type ScriptedTwilioAnswer =
  | { readonly kind: 'too_many_requests'; readonly retryAfterSeconds?: number }
  | { readonly kind: 'server_error'; readonly status: 500 | 503 }
  /** The connection is closed without an answer (a network failure mid-request). */
  | { readonly kind: 'drop' };

interface TwilioError {
  readonly status: number;
  readonly code: number;
  readonly message: string;
}

const e164 = /^\+[1-9]\d{7,14}$/;

const errors = {
  authenticate: { status: 401, code: 20003, message: 'Authenticate' },
  notFound: { status: 404, code: 20404, message: 'The requested resource was not found' },
  tooManyRequests: { status: 429, code: 20429, message: 'Too Many Requests' },
  internal: { status: 500, code: 20500, message: 'Internal Server Error' },
  unavailable: { status: 503, code: 20503, message: 'Service Unavailable' },
  /** The adapter never sends such a request; the code is this server's, not one of Twilio's. */
  incomplete: { status: 400, code: 0, message: 'To, From or MessagingServiceSid, and Body are required.' },
  bodyTooLong: {
    status: 400,
    code: 21617,
    message: 'The concatenated message body exceeds the 1600 character limit.',
  },
  unsubscribed: { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' },
  invalidTo: (to: string) => ({
    status: 400,
    code: 21211,
    message: `The 'To' number ${to} is not a valid phone number.`,
  }),
} as const;

/** Twilio's dates: RFC 2822 with a numeric zone ('Thu, 05 Sep 2019 00:45:02 +0000'). */
function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

function sidOf(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The Basic credentials, or null. */
function basicCredentials(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: TwilioError, headers: Record<string, string> = {}): void {
  sendJson(
    res,
    error.status,
    {
      code: error.code,
      message: error.message,
      more_info: `https://www.twilio.com/docs/errors/${error.code}`,
      status: error.status,
    },
    headers,
  );
}

export class FakeTwilioServer {
  /** The messages accepted (201), in order. */
  readonly received: ReceivedTwilioMessage[] = [];
  /** Every request that reached the server, answered or not. */
  requests = 0;
  /** Numbers that texted STOP: a message to one is answered 21610. */
  readonly unsubscribed = new Set<string>();
  private readonly script: ScriptedTwilioAnswer[] = [];
  private readonly server: Server;
  private readonly account: { readonly accountSid: string; readonly authToken: string };

  constructor(account: { readonly accountSid: string; readonly authToken: string }) {
    this.account = account;
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
  }

  /** Where the library is pointed instead of https://api.twilio.com. */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next requests get these answers, one each, in order, before any is handled. */
  answerNext(...answers: ScriptedTwilioAnswer[]): void {
    this.script.push(...answers);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests += 1;
    const text = await readText(req);
    const scripted = this.script.shift();
    if (scripted) return this.answerScripted(scripted, res);

    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    const credentials = basicCredentials(req);
    if (
      credentials?.user !== this.account.accountSid ||
      credentials.password !== this.account.authToken ||
      (match && match[1] !== credentials.user)
    ) {
      return sendError(res, errors.authenticate, { 'WWW-Authenticate': 'Basic realm="Twilio API"' });
    }
    if (!match?.[1] || req.method !== 'POST') return sendError(res, errors.notFound);

    const params = Object.fromEntries(new URLSearchParams(text));
    const refusal = this.refusal(params);
    if (refusal) return sendError(res, refusal);
    this.accept(match[1], params, res);
  }

  private answerScripted(answer: ScriptedTwilioAnswer, res: ServerResponse): void {
    if (answer.kind === 'drop') {
      res.socket?.destroy();
    } else if (answer.kind === 'server_error') {
      sendError(res, answer.status === 500 ? errors.internal : errors.unavailable);
    } else {
      const retryAfter = answer.retryAfterSeconds;
      sendError(
        res,
        errors.tooManyRequests,
        retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
      );
    }
  }

  /** Twilio's checks of a message, in the order it makes them. */
  private refusal(params: Record<string, string>): TwilioError | null {
    const { To: to, From: from, MessagingServiceSid: service, Body: body } = params;
    if (!to || (!from && !service) || !body) return errors.incomplete;
    if (body.length > 1600) return errors.bodyTooLong;
    if (!e164.test(to)) return errors.invalidTo(to);
    if (this.unsubscribed.has(to)) return errors.unsubscribed;
    return null;
  }

  private accept(accountSid: string, params: Record<string, string>, res: ServerResponse): void {
    const sid = sidOf('SM');
    const to = params.To as string;
    const body = params.Body as string;
    const service = params.MessagingServiceSid ?? null;
    const now = rfc2822(new Date());
    this.received.push({
      accountSid,
      to,
      from: params.From ?? null,
      messagingServiceSid: service,
      body,
      params,
      sid,
    });
    // Through a Messaging Service Twilio picks the sender later: 'accepted', and no segment count yet.
    sendJson(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: service ? null : (params.From ?? null),
      messaging_service_sid: service,
      num_media: '0',
      num_segments: service ? '0' : String(countSmsSegments(body).segments),
      price: null,
      price_unit: 'USD',
      sid,
      status: service ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }
}

export async function startFakeTwilioServer(account: {
  readonly accountSid: string;
  readonly authToken: string;
}): Promise<FakeTwilioServer> {
  const server = new FakeTwilioServer(account);
  await server.start();
  return server;
}
