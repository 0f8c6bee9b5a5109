/**
 * An HTTP error that is not in the known-error catalogue: answered as plain text with its status, as the
 * reference server does for such errors (docs/wire.md §0). Use a catalogue error whenever one fits.
 */
export class StatusError extends Error {
  override readonly name = 'StatusError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The rate limit that refused the request (a 429 of `refuseIfOver`), counted by the metrics; never answered. */
    readonly rateLimit?: string | undefined,
  ) {
    super(message);
  }
}
