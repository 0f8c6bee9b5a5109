/** One answered request, as the request log writes it (README "Metrics, logs and traces"); never a query string or header. */
type RequestLine = {
  request_id: string;
  method: string;
  /** The matched route pattern (`/api/v1/users/:user_id`). */
  route: string;
  /** The path without its query string. */
  path: string;
  status: number;
  duration_ms: number;
  client: string | undefined;
  project_id: string | undefined;
};

/** Where the server writes what operators need to see. Tests pass a quiet or capturing logger. */
export type Logger = {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** One line per answered request; a logger without it logs no requests (tests, the console logger). */
  request?(line: RequestLine): void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};
