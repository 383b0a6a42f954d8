// A TCP proxy between the app and PostgreSQL that a test breaks on purpose: `refuse` closes the
// port and cuts every open connection (a stopped database host), `blackhole` keeps connections
// open but lets nothing through and accepts new ones that are never answered (a network
// partition), `pass` restores service. Connections that lived through a fault are cut when
// service returns, as after a real one.
import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  readonly client: net.Socket;
  readonly upstream: net.Socket | undefined;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();
  const cutAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
  };

  const onConnection = (client: net.Socket) => {
    if (mode === 'blackhole') {
      // Accept, then say nothing: the client waits for its own timeout.
      const pair = { client, upstream: undefined };
      pairs.add(pair);
      client.on('error', () => {});
      client.on('close', () => pairs.delete(pair));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const listenAgain = async () => {
    server = net.createServer(onConnection);
    await listen(port);
  };

  return {
    port,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        cutAll();
        await stopListening();
        return;
      }
      if (next === 'blackhole') {
        // Open connections stop moving data in either direction.
        for (const { client, upstream } of pairs) {
          if (upstream) {
            client.unpipe(upstream);
            upstream.unpipe(client);
            upstream.pause();
          }
          client.pause();
        }
      } else {
        cutAll();
      }
      if (previous === 'refuse') await listenAgain();
    },
    async close() {
      cutAll();
      if (server.listening) await stopListening();
    },
  };
}
