import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export type HttpDrain = {
  /** True from the moment the drain starts: readiness answers 503 (README "Stopping and restarting"). */
  readonly draining: boolean;
  /**
   * Stops accepting connections and lets the requests in flight finish, each answer telling its client
   * `Connection: close`; idle keep-alive connections are closed. After `timeoutMs` the connections still open are cut.
   * Resolves how many requests were cut.
   */
  start(timeoutMs: number): Promise<{ cut: number }>;
};

/**
 * How long a connection with nothing in flight is kept open once the drain starts: one accepted a moment ago whose
 * request is not read yet, or a kept-alive one whose client may be sending its next request right now. A request
 * arriving meanwhile is answered (with `Connection: close`); closing such a connection at once would reset it.
 */
const IDLE_GRACE_MS = 1_000;

type Connection = { answers: ServerResponse[] };

/**
 * Makes `server` drainable. Requests are tracked from their arrival; a request that arrives on a kept-alive
 * connection during the drain is answered (never dropped) and its connection closed after that answer.
 *
 * Node's own `server.close()` is not used to stop listening: it also closes every connection it deems idle at once,
 * including one accepted a moment ago whose request has not been read yet, and that client would see a reset.
 *
 * @example
 * ```ts
 * const drain = drainable(server);
 * process.once('SIGTERM', async () => process.exit((await drain.start(10_000)).cut === 0 ? 0 : 1));
 * ```
 */
export function drainable(server: Server): HttpDrain {
  let draining = false;
  // Every open connection, with its answers not yet finished in order (more than one when a client pipelines).
  const connections = new Map<Socket, Connection>();
  let inFlight = 0;

  // Only the connection's last answer says `Connection: close`: Node closes the connection after it, and an answer
  // queued behind it would be lost.
  const closeAfterLast = ({ answers }: Connection) => {
    answers.forEach((answer, i) => {
      if (answer.headersSent) return;
      if (i === answers.length - 1) answer.setHeader('connection', 'close');
      else answer.removeHeader('connection');
    });
  };
  const endWhenIdle = (socket: Socket, connection: Connection) => {
    if (connection.answers.length > 0) return;
    setTimeout(() => connection.answers.length === 0 && socket.end(), IDLE_GRACE_MS).unref();
  };

  server.prependListener('connection', (socket: Socket) => {
    const connection: Connection = { answers: [] };
    connections.set(socket, connection);
    socket.once('close', () => connections.delete(socket));
    if (draining) endWhenIdle(socket, connection);
  });
  // First of the request listeners, so the header is set even on an answer the app writes at once.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const connection = connections.get(socket) ?? { answers: [] };
    inFlight++;
    connection.answers.push(response);
    if (draining) closeAfterLast(connection);
    response.once('close', () => {
      inFlight--;
      connection.answers = connection.answers.filter((answer) => answer !== response);
      // An answer that began before the drain (its head already written) leaves its connection open: end it.
      if (draining) endWhenIdle(socket, connection);
    });
  });

  return {
    get draining() {
      return draining;
    },
    start(timeoutMs) {
      draining = true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const cut = inFlight;
          server.closeAllConnections();
          resolve({ cut });
        }, timeoutMs);
        // Stop listening; the callback runs once every connection has closed.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(timer);
          resolve({ cut: 0 });
        });
        for (const [socket, connection] of connections) {
          closeAfterLast(connection);
          endWhenIdle(socket, connection);
        }
      });
    },
  };
}
