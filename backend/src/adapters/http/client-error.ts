// Requests Node refuses before the app sees them: headers or a body that did not arrive in time
// (408), headers over Node's 16 KB (431), anything that is not HTTP (400). Node would answer with
// a bare status line; these get the API's JSON error shape, the security headers, a request id
// that is logged, and the connection closed. Written straight to the socket: there is no request
// or response object for them ('clientError' in Node's http docs).
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { type ApiErrorBody, type ApiErrorCode, errorMessages } from './api-error.ts';
import { lingerThenDestroy } from './close-unread.ts';
import { everyAnswer } from './middleware/security-headers.ts';

const answers: Record<string, readonly [status: number, reason: string, error: ApiErrorCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'headers_too_large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'payload_too_large'],
};
const badRequest = [400, 'Bad Request', 'bad_request'] as const;

function rawAnswer(status: number, reason: string, body: ApiErrorBody): string {
  const json = JSON.stringify(body);
  const headers = [
    ...everyAnswer,
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(json))],
    ['Cache-Control', 'no-store'],
    ['X-Request-Id', body.requestId],
    ['Connection', 'close'],
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${json}`;
}

/** Sockets already answered: Node may report the same one again (more bytes, the next check). */
const answered = new WeakSet<Duplex>();

/** A 'clientError' listener for the HTTP server. */
export function answerClientError(logger: Logger) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (answered.has(socket)) return;
    // Like Node's own listener: a socket that is gone, or an answer already under way, gets nothing.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const [status, reason, code] = (error.code && answers[error.code]) || badRequest;
    const requestId = randomUUID();
    logger.warn(
      { req: { id: requestId }, res: { statusCode: status }, code: error.code },
      'request refused by the server',
    );
    // A client still sending (a byte at a time) would get a reset if the socket were dropped at
    // once, and a reset can wipe the answer before the client reads it: end, then linger.
    socket.end(rawAnswer(status, reason, { error: code, message: errorMessages[code], requestId }));
    lingerThenDestroy(socket);
  };
}
