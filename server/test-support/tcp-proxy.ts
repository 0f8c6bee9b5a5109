import net from 'node:net';

/**
 * A TCP proxy a test puts between the server and PostgreSQL to fault the network for real: `kill()` drops every
 * connection and stops listening (a database host gone, a failover), `stall()` keeps connections open but forwards
 * nothing (a link that silently died), `revive()` serves again on the same port.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  private stalled = false;
  private readonly held: (() => void)[] = [];

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  /** Listens on a free loopback port and forwards every connection to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.revive();
    return proxy;
  }

  /** `url` with its host and port replaced by this proxy's. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.href;
  }

  async kill(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  stall(): void {
    this.stalled = true;
  }

  /** Listens again (same port) after `kill()`, and forwards what a stall held back. */
  async revive(): Promise<void> {
    this.stalled = false;
    for (const release of this.held.splice(0)) release();
    if (this.server) return;
    const server = net.createServer((inbound) => this.forward(inbound));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private forward(inbound: net.Socket): void {
    const outbound = net.connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      this.sockets.add(from);
      from.on('data', (chunk) => {
        if (this.stalled) this.held.push(() => to.write(chunk));
        else to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
