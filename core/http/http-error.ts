/**
 * A non-2xx answer that is not a known error (the server answers those in plain text, docs/wire.md §0), after any
 * retries the status allows. Carries the status and the body text.
 *
 * @example
 * ```ts
 * try {
 *   await app.getUser();
 * } catch (error) {
 *   if (error instanceof LatchHttpError && error.status === 503) retryLater();
 * }
 * ```
 */
export class LatchHttpError extends Error {
  override readonly name = 'LatchHttpError';

  constructor(
    readonly status: number,
    /** The response body as text. */
    readonly body: string,
    /** `METHOD path` of the request, for the message. */
    readonly request: string,
    /** For a 429: how long the server asked to wait before trying again, when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Request ${request} failed: ${status} ${body}`);
  }
}
