// One JSON log line per request (pino-http) under a request id that every answer carries in
// X-Request-Id, so a customer's error report leads straight to the log line. The id is the
// server's own unless the request came from a trusted proxy (TRUST_PROXY) that sent one: a
// client's own X-Request-Id would let it take another's id from an error report.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** An id from the proxy is kept only when it looks like one (no log injection). */
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The path as logged: a "My booking" link's token is a credential (docs/decisions/0090), so it
 * is replaced wherever a path carries one, before the query too.
 */
export function loggedUrl(url: string): string {
  return url.replace(/(\/my-booking\/)[^/?#]+/gi, '$1[token]');
}

export function requestLogging(
  logger: Logger,
  fromTrustedProxy: (req: IncomingMessage) => boolean,
): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && acceptableId.test(incoming) && fromTrustedProxy(req)
          ? incoming
          : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // Never log bodies or personal data: method, path, status and timing are enough. The
    // serializers read the raw request and response: pino-http's default wrapping first builds
    // the full standard objects (every header) only for these to pick three fields from them.
    wrapSerializers: false,
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
