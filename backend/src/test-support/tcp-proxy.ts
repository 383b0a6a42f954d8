// A TCP proxy in front of PostgreSQL that a test can cut, to see the API while the database is
// unreachable ("refuse": connections refused) or silent ("hang": accepted, never answered).
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  cut(mode: 'refuse' | 'hang'): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'pass' | 'hang' = 'pass';
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang') return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async cut(next) {
      dropAll();
      if (next === 'hang') {
        mode = 'hang';
        return;
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
