// An HTTP proxy in front of a test server that fails on purpose: `pass` forwards every request,
// `fail` answers the next requests with an error status (all of them, or only the first few,
// so a client's retries can be seen to cure it), `hang` takes requests and never answers (a
// timeout). It counts the requests it received, so a test can tell how often a client retried.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultMode =
  | { readonly kind: 'pass' }
  | { readonly kind: 'fail'; readonly status: number; readonly times?: number }
  | { readonly kind: 'hang' };

export interface HttpFaultProxy {
  readonly endpoint: string;
  /** Requests received since the last `setMode`. */
  readonly requests: number;
  setMode(mode: FaultMode): void;
  close(): Promise<void>;
}

export async function startHttpFaultProxy(target: string): Promise<HttpFaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = { kind: 'pass' };
  let requests = 0;
  let failed = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    requests += 1;
    if (mode.kind === 'hang') {
      hanging.add(response);
      request.resume();
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (mode.kind === 'fail' && (mode.times === undefined || failed < mode.times)) {
      failed += 1;
      request.resume();
      request.on('end', () => {
        const code = mode.kind === 'fail' && mode.status === 503 ? 'SlowDown' : 'InternalError';
        response.writeHead(mode.kind === 'fail' ? mode.status : 500, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>injected</Message></Error>`,
        );
      });
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    setMode(next) {
      mode = next;
      requests = 0;
      failed = 0;
      for (const response of hanging) response.destroy();
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
