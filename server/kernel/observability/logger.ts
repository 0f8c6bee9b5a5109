import pino from 'pino';
import type { Logger } from '../http/logger';

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogOptions = {
  /** `LATCH_LOG_FORMAT`; when absent, pretty on a terminal outside production, JSON otherwise. */
  format?: LogFormat | undefined;
  /** `LATCH_LOG_LEVEL`; `info` when absent. */
  level?: LogLevel | undefined;
  /** Where lines go; standard output when absent (tests capture them). */
  destination?: pino.DestinationStream | undefined;
};

/**
 * Fields no log line may carry, whatever a caller passes (docs/security.md): credentials, tokens, codes and cookies,
 * at the top level and one level down.
 */
const SECRET_FIELDS = ['password', 'token', 'access_token', 'refresh_token', 'code', 'secret', 'authorization', 'cookie', 'key'];
const REDACTED = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** The format when `LATCH_LOG_FORMAT` is unset: people at a terminal read pretty lines, machines read JSON. */
function defaultLogFormat(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  return env.NODE_ENV !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * The operator's log: pino, one JSON object per line (or pino-pretty's lines), with secrets redacted; as the
 * server's `Logger`, so the request log and every operational message (database faults, mail and webhook failures)
 * go the same way.
 *
 * @example
 * ```ts
 * const logger = await createLogger({ format: 'json', level: 'info' });
 * logger.error('Webhooks: could not fan out events', error);
 * ```
 */
export async function createLogger(options: LogOptions = {}): Promise<Logger> {
  const format = options.format ?? defaultLogFormat(process.env, process.stdout.isTTY === true);
  let destination = options.destination;
  if (format === 'pretty') {
    // Loaded only for pretty output; each JSON line is turned into pino-pretty's text on its way out.
    const { default: pretty } = await import('pino-pretty');
    const target = destination ?? pino.destination({ dest: 1, sync: false });
    const prettify = pretty.prettyFactory({
      colorize: options.destination === undefined && process.stdout.isTTY === true,
      // A request on one line: "request GET /api/v1/users/me 200 3.1 ms (id …)".
      messageFormat: '{msg}{if method} {method} {path} {status} {duration_ms} ms (id {request_id}){end}',
      ignore: 'pid,hostname,service,request_id,method,route,path,status,duration_ms,client,project_id',
    });
    destination = { write: (line) => target.write(prettify(line)) };
  }
  const log = pino(
    {
      level: options.level ?? 'info',
      base: { service: 'latch' },
      redact: { paths: REDACTED, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (message) => log.info(message),
    error: (message, error) => (error === undefined ? log.error(message) : log.error({ err: error }, message)),
    request: (line) => log.info(line, 'request'),
  };
}
