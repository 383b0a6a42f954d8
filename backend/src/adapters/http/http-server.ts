// The HTTP server around the app, with every time bound set on purpose (Node's defaults would
// hold a silent client's socket for up to 5 minutes, and look for expired requests only every
// 30 s): a slow or silent client costs one socket for a bounded time. docs/operations.md.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import { answerClientError } from './client-error.ts';
import type { HttpTimeouts } from './http-limits.ts';

export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts, logger: Logger): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often Node looks for requests past those deadlines: a quarter of the shorter one, at
      // most a second, so a deadline is kept to within that.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
    },
    app,
  );
  // A socket on which nothing moves either way for twice the request deadline is dropped (a
  // client that stopped reading its answer). Longer than the request deadline, so a request that
  // is late gets its 408 first; between requests the keep-alive bound applies instead.
  server.setTimeout(2 * timeouts.requestMs);
  server.on('clientError', answerClientError(logger));
  // Expect: 100-continue. Node would answer "100 Continue" to every such request at once, inviting
  // the body before anyone has looked at its headers; readBody sends it only when it reads.
  server.on('checkContinue', (req, res) => server.emit('request', req, res));
  return server;
}
