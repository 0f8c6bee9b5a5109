import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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
 * Makes `server` drainable. Requests are tracked from their arrival; a request that arrives on a kept-alive
 * connection during the drain is answered (never dropped) and its connection closed after that answer.
 *
 * @example
 * ```ts
 * const drain = drainable(server);
 * process.once('SIGTERM', async () => process.exit((await drain.start(10_000)).cut === 0 ? 0 : 1));
 * ```
 */
export function drainable(server: Server): HttpDrain {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  // First of the request listeners, so the header is set even on an answer the app writes at once.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) closeAfterAnswer(response);
    response.once('close', () => {
      inFlight.delete(response);
      // An answer that began before the drain (its head already written) leaves its connection idle: close it.
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    get draining() {
      return draining;
    },
    start(timeoutMs) {
      draining = true;
      for (const response of inFlight) closeAfterAnswer(response);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const cut = inFlight.size;
          server.closeAllConnections();
          resolve({ cut });
        }, timeoutMs);
        // One more turn of the event loop first: connections the system has already completed are accepted and
        // answered, not reset. close() then stops listening and closes the idle keep-alive connections.
        setImmediate(() =>
          server.close(() => {
            clearTimeout(timer);
            resolve({ cut: 0 });
          }),
        );
      });
    },
  };
}
