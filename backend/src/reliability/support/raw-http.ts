// HTTP spoken by hand over a TCP socket, for the clients fetch cannot play: one that sends its
// headers a byte at a time, declares a body it never sends, streams more than it declared
// allowed, or says nothing at all. Each exchange ends when the server closes the socket (or the
// test gives up), and reports what came back and when.
import net from 'node:net';

export interface RawExchange {
  /** Everything the server sent. */
  readonly text: string;
  /** The status of the final answer (interim 1xx answers skipped), if one came. */
  readonly status: number | undefined;
  /** Its body parsed as JSON, if it was JSON. */
  readonly json: unknown;
  /** The answer's headers, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** From the client's connecting to the first byte of the server's answer, if one came. */
  readonly answeredAfterMs: number | undefined;
  /** From the client's connecting to the server's close, or undefined when the test gave up first. */
  readonly closedAfterMs: number | undefined;
  /** How many bytes the client got out before the end. */
  readonly bytesSent: number;
}

export interface RawClient {
  readonly socket: net.Socket;
  /** Writes unless the socket is gone; counts what went out. */
  send(data: string | Buffer): boolean;
  /** Calls `tick` every `ms` until the exchange ends. */
  every(ms: number, tick: () => void): void;
}

function parseAnswer(text: string): Pick<RawExchange, 'status' | 'json' | 'headers'> {
  // Skip interim answers such as "HTTP/1.1 100 Continue".
  const finals = [...text.matchAll(/HTTP\/1\.1 ([2-5]\d\d)[^\r]*\r\n/g)];
  const final = finals.at(0);
  if (!final || final.index === undefined) return { status: undefined, json: undefined, headers: {} };
  const rest = text.slice(final.index + final[0].length);
  const end = rest.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of rest.slice(0, end === -1 ? undefined : end).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let json: unknown;
  try {
    json = end === -1 ? undefined : JSON.parse(rest.slice(end + 4));
  } catch {
    json = undefined;
  }
  return { status: Number(final[1]), json, headers };
}

/** Connects, lets `drive` speak, and resolves once the server closes or `giveUpAfterMs` passes. */
export function rawExchange(
  port: number,
  drive: (client: RawClient) => void,
  giveUpAfterMs = 10_000,
): Promise<RawExchange> {
  return new Promise((resolve) => {
    // Timed from before the connection is asked for: the server's own clock for this connection
    // starts later, so a bound it keeps is never seen here as kept early.
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    const timers: NodeJS.Timeout[] = [];
    let text = '';
    let bytesSent = 0;
    let answeredAfterMs: number | undefined;
    let finished = false;
    const finish = (closedAfterMs: number | undefined) => {
      if (finished) return;
      finished = true;
      for (const timer of timers) clearInterval(timer);
      socket.destroy();
      resolve({ text, ...parseAnswer(text), answeredAfterMs, closedAfterMs, bytesSent });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answeredAfterMs ??= performance.now() - started;
      text += chunk;
    });
    // A reset after the answer is still an end: what matters is what arrived before it.
    socket.on('error', () => {});
    socket.on('close', () => finish(performance.now() - started));
    timers.push(setTimeout(() => finish(undefined), giveUpAfterMs));
    socket.on('connect', () => {
      drive({
        socket,
        send(data) {
          if (socket.destroyed || !socket.writable) return false;
          bytesSent += Buffer.byteLength(data);
          return socket.write(data);
        },
        every(ms, tick) {
          timers.push(setInterval(tick, ms));
        },
      });
    });
  });
}

/** The request line and headers of a POST, ending with the blank line. */
export function postHead(path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ Host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
