import { connect, createServer, type Server, type Socket } from 'node:net';

/** Where the relay forwards to: a TCP address, or a Unix socket (the embedded PostgreSQL's). */
export type ProxyTarget = { host: string; port: number } | { path: string };

/**
 * The relay's target for a PostgreSQL URL: its host and port, or the socket file in the folder its
 * `host` parameter names (libpq's form for Unix sockets).
 */
export function proxyTargetOf(url: URL): ProxyTarget {
  const port = Number(url.port || 5432);
  const socketDir = url.searchParams.get('host');
  return socketDir ? { path: `${socketDir}/.s.PGSQL.${port}` } : { host: url.hostname, port };
}

/**
 * A TCP relay in front of the database, so a test can cut the database off and bring it back
 * without touching the real server: `cut()` drops every connection and refuses new ones.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: ProxyTarget) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream =
        'path' in this.target ? connect(this.target.path) : connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
