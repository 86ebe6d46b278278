// A TCP relay the fault tests put between the app and PostgreSQL, so they can "stop" and "start" a database other
// tests share: stop() closes the listener and cuts every live connection, as a stopped server would; start()
// listens again on the same port, as a restarted one would.
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Refuses new connections and cuts the live ones; resolves when they are all closed. */
  stop: () => Promise<void>;
  /** Accepts connections again on the same port. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const live = new Set<Socket>();
  const track = (socket: Socket) => {
    live.add(socket);
    socket.once('close', () => live.delete(socket));
  };
  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    // One side failing or closing takes the other with it, as a dropped link would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer(relay);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve((s.address() as AddressInfo).port);
      });
    });
  const stop = async () => {
    const s = server;
    server = undefined;
    const closed = s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve();
    const cut = [...live].map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()).destroy()),
    );
    await Promise.all([closed, ...cut]);
  };

  const port = await listen(0);
  return {
    port,
    stop,
    start: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
