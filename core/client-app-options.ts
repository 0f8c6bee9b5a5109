import { INTERNAL_PROJECT_ID } from '../protocol/constants';
import type { FetchLike } from './http/fetch-like';
import type { TokenStoreInit } from './tokens/create-token-store';
import type { HandlerUrls } from './urls/handler-urls';
import type { RedirectMethod } from './urls/redirector';

/**
 * Options of `new ClientApp(…)`, named as in the official client (docs/wire.md §11).
 *
 * @example
 * ```ts
 * const options: ClientAppOptions = {
 *   projectId: 'internal',
 *   publishableClientKey: 'pck_…',
 *   baseUrl: 'https://auth.example.com',
 *   tokenStore: 'cookie',
 * };
 * ```
 */
export type ClientAppOptions = {
  /** `'internal'` or a UUID. */
  projectId: string;
  publishableClientKey?: string;
  /** The server's origin; the API is `${baseUrl}/api/v1`. */
  baseUrl: string;
  tokenStore: TokenStoreInit;
  urls?: Partial<HandlerUrls>;
  /** Default `'window'` in browsers, `'none'` elsewhere. */
  redirectMethod?: RedirectMethod;
  /** Default `globalThis.fetch`; tests pass the in-process server. Called with a URL string. */
  fetch?: FetchLike;
  extraRequestHeaders?: Record<string, string>;
  /** The visitor's language, sent as `x-latch-locale` (Latch's own; `ClientApp.setLocale` changes it later). */
  locale?: string;
};

/** A project id as the server accepts it (docs/wire.md §0): `internal`, or a UUID of version 1 to 8. */
const PROJECT_ID = /^(internal|[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/i;

/**
 * Checks options a caller wrote (every mistake is a TypeError) and returns the base URL without a trailing slash.
 *
 * @example
 * ```ts
 * const { baseUrl } = checkClientAppOptions(options);
 * ```
 */
export function checkClientAppOptions(options: ClientAppOptions): { baseUrl: string } {
  if (typeof options !== 'object' || options === null) throw new TypeError('ClientApp needs an options object.');
  const { projectId, baseUrl, publishableClientKey, extraRequestHeaders } = options;
  if (typeof projectId !== 'string' || !PROJECT_ID.test(projectId)) {
    throw new TypeError(`projectId must be '${INTERNAL_PROJECT_ID}' or a UUID; got ${JSON.stringify(projectId)}.`);
  }
  if (!('tokenStore' in options)) throw new TypeError("tokenStore is required: 'cookie', 'memory', null or { accessToken, refreshToken }.");
  if (publishableClientKey !== undefined && typeof publishableClientKey !== 'string') {
    throw new TypeError('publishableClientKey must be a string.');
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') throw new TypeError('fetch must be a function.');
  if (extraRequestHeaders !== undefined) {
    const valid = typeof extraRequestHeaders === 'object' && extraRequestHeaders !== null && Object.values(extraRequestHeaders).every((value) => typeof value === 'string');
    if (!valid) throw new TypeError('extraRequestHeaders must map header names to strings.');
  }
  return { baseUrl: checkBaseUrl(baseUrl) };
}

function checkBaseUrl(baseUrl: unknown): string {
  let url: URL | null = null;
  if (typeof baseUrl === 'string') {
    try {
      url = new URL(baseUrl);
    } catch {
      // Reported below with the value the caller gave.
      url = null;
    }
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new TypeError(`baseUrl must be the server's http(s) origin, e.g. 'https://auth.example.com'; got ${JSON.stringify(baseUrl)}.`);
  }
  return url.href.replace(/\/+$/, '');
}
