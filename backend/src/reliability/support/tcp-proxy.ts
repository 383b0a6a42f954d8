// A TCP proxy between the app and PostgreSQL that a test can break on purpose: `refuse` closes
// the port and cuts every open connection (a stopped database host), `blackhole` keeps
// connections open but lets nothing through (a network partition), `pass` restores service.
import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const onConnection = (client: net.Socket) => {
    if (mode === 'blackhole') {
      // Accept, then say nothing: the client waits for its own timeout.
      const pair = { client, upstream: new net.Socket() };
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

  return {
    port,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
        await stopListening();
      } else if (next === 'blackhole') {
        // Open connections stop moving data in either direction.
        for (const { client, upstream } of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
        if (previous === 'refuse') {
          server = net.createServer(onConnection);
          await listen(port);
        }
      } else {
        // Connections that lived through a partition are gone for good, as after a real one.
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
        if (previous === 'refuse') {
          server = net.createServer(onConnection);
          await listen(port);
        }
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (server.listening) await stopListening();
    },
  };
}
