import { knownErrorTree } from './known-error-tree';
import type { knownErrors } from './known-errors';

/**
 * Every code in the catalogue, families included.
 *
 * @example
 * ```ts
 * const code: KnownErrorCode = 'EMAIL_PASSWORD_MISMATCH';
 * ```
 */
export type KnownErrorCode = keyof typeof knownErrors;

type DetailKeys<C extends KnownErrorCode> = (typeof knownErrors)[C] extends { readonly details: readonly (infer K)[] } ? K & string : never;

/**
 * The `details` object a code carries on the wire (field names exactly as the catalogue lists them).
 *
 * @example
 * ```ts
 * const details: KnownErrorDetails<'PASSWORD_TOO_SHORT'> = { min_length: 8 };
 * ```
 */
export type KnownErrorDetails<C extends KnownErrorCode> = [DetailKeys<C>] extends [never] ? undefined : { [K in DetailKeys<C>]: unknown };

/**
 * Values for `{name}` placeholders of a message that are not sent as `details`.
 *
 * @example
 * ```ts
 * throw new KnownError('BODY_PARSING_ERROR', undefined, { message: 'The request body is not valid JSON.' });
 * ```
 */
type MessageArgs = Record<string, string | number | boolean | null | undefined>;

type KnownErrorArgs<C extends KnownErrorCode> = [DetailKeys<C>] extends [never]
  ? [details?: undefined, messageArgs?: MessageArgs]
  : [details: KnownErrorDetails<C>, messageArgs?: MessageArgs];

/**
 * The body of a known-error response: `{code, details?, error}` in that key order (docs/wire.md §2).
 *
 * @example
 * ```ts
 * const body: KnownErrorJson = { code: 'USER_NOT_FOUND', error: 'User not found.' };
 * ```
 */
export type KnownErrorJson = { code: string; details?: Record<string, unknown>; error: string };

/**
 * The one error class for catalogue errors, on the server and in the SDK.
 *
 * @example
 * ```ts
 * throw new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 });
 * // in the SDK, after a request failed:
 * if (error instanceof KnownError && error.is('INVALID_ACCESS_TOKEN')) refresh();
 * ```
 */
export class KnownError<C extends KnownErrorCode = KnownErrorCode> extends Error {
  override readonly name = 'KnownError';
  /** The HTTP status this error is answered with. */
  readonly status: number;
  readonly details: KnownErrorDetails<C> | undefined;
  /** The values for the English message's placeholders (details, then message arguments); the server fills it in. */
  readonly messageValues: Readonly<Record<string, unknown>>;

  constructor(
    readonly code: C,
    ...[details, messageArgs]: KnownErrorArgs<C>
  ) {
    // The English messages are server-only (known-error-messages.ts), so browser bundles stay small: an error made
    // here says its code and values; the server's wire body carries the English, and fromJson keeps that verbatim.
    const values = { ...(details as object | undefined), ...messageArgs };
    super(developerMessage(code, values));
    this.status = statusOf(code);
    this.details = details as KnownErrorDetails<C> | undefined;
    this.messageValues = values;
  }

  /** True when this error is `family` or descends from it (e.g. `ACCESS_TOKEN_EXPIRED` is an `INVALID_ACCESS_TOKEN`). */
  is(family: KnownErrorCode): boolean {
    return isKnownErrorFamily(this.code, family);
  }

  /**
   * Rebuilds an error read from the wire. The server's message is kept verbatim. A code this catalogue does not
   * know becomes `UNSUPPORTED_ERROR` carrying the original code, so a newer server never breaks an older client.
   *
   * @example
   * ```ts
   * const error = KnownError.fromJson(await response.json());
   * ```
   */
  static fromJson(json: unknown): KnownError {
    const body = (typeof json === 'object' && json !== null ? json : {}) as Partial<KnownErrorJson>;
    const code = typeof body.code === 'string' ? body.code : '';
    if (!isKnownErrorCode(code)) {
      return new KnownError('UNSUPPORTED_ERROR', { originalErrorCode: code });
    }
    const error = Object.create(KnownError.prototype) as KnownError;
    const details = isPlainObject(body.details) ? body.details : undefined;
    return Object.assign(error, {
      // Object.create skips the constructor, so the `name` class field must be set here too.
      name: 'KnownError',
      code,
      status: statusOf(code),
      details,
      messageValues: details ?? {},
      message: typeof body.error === 'string' ? body.error : developerMessage(code, details ?? {}),
      stack: new Error().stack,
    });
  }
}

/** What an error made without the server's English says: its code, and its values when it has any. */
function developerMessage(code: string, values: Record<string, unknown>): string {
  return Object.keys(values).length > 0 ? `${code} ${JSON.stringify(values)}` : code;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True for a code the catalogue defines.
 *
 * @example
 * ```ts
 * if (isKnownErrorCode(body.code)) throw KnownError.fromJson(body);
 * ```
 */
export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(knownErrorTree, code);
}

// Read from the slim knownErrorTree, not the catalogue, so that browser bundles carry no wire details lists.
function statusOf(code: KnownErrorCode): number {
  const entry: number | readonly [number, string] = knownErrorTree[code];
  return typeof entry === 'number' ? entry : entry[0];
}

function parentOf(code: KnownErrorCode): string | undefined {
  const entry: number | readonly [number, string] = knownErrorTree[code];
  return typeof entry === 'number' ? undefined : entry[1];
}

/**
 * True when `code` is `family` or one of its descendants in the catalogue.
 *
 * @example
 * ```ts
 * isKnownErrorFamily('ACCESS_TOKEN_EXPIRED', 'INVALID_ACCESS_TOKEN'); // true
 * ```
 */
function isKnownErrorFamily(code: string, family: KnownErrorCode): boolean {
  let current: string | undefined = code;
  while (current !== undefined && isKnownErrorCode(current)) {
    if (current === family) return true;
    current = parentOf(current);
  }
  return false;
}
