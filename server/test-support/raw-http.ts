import http from 'node:http';

/** A complete answer, or the error code when there was none; `reused`: sent on a connection that had been answered before. */
export type Outcome = ({ status: number; body: string; connection: string | undefined } | { error: string }) & { reused?: boolean };

type RequestInit = { method?: string; headers?: Record<string, string>; body?: unknown; agent?: http.Agent | false };

/**
 * One request on a connection of its own (no keep-alive agent) unless `init.agent` gives one: its complete answer, or
 * the error code when there was none (ECONNREFUSED: the connection was never accepted).
 */
export function requestOnce(url: string, init: RequestInit = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const request = http.request(
      url,
      {
        method: init.method ?? 'GET',
        agent: init.agent ?? false,
        headers: { ...init.headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection, reused: request.reusedSocket }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer within 30 s'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: request.reusedSocket }));
    request.end(body);
  });
}

/** The headers a project's publishable client key sends (`x-stack-*`). */
export function clientHeaders(project: { id: string; publishable: string }): Record<string, string> {
  return { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id, 'x-stack-publishable-client-key': project.publishable };
}
