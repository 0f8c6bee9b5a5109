import type { KnownErrorJson } from '../../protocol/known-error';
import { consumeVerifier } from './oauth-state-cookie';

/**
 * What the oauth-callback page's URL holds: an error the server redirected with (docs/wire.md §4 "OAuth" 2), or a
 * code and state of a flow this browser started, with its PKCE verifier.
 *
 * @example
 * ```ts
 * const consumed = consumeCallbackParams();
 * if (consumed?.type === 'known-error') throw KnownError.fromJson(consumed.json);
 * ```
 */
export type ConsumedCallback = { type: 'known-error'; json: KnownErrorJson } | { type: 'oauth-response'; params: URLSearchParams; state: string; codeVerifier: string };

/** The parameters of an error redirect (Stack's `oauthCallbackResponseQueryParams`). */
const ERROR_PARAMS = ['error', 'error_description', 'errorCode', 'message', 'details'];

/**
 * Reads the callback parameters of this page as the official client does (its `consumeOAuthCallbackQueryParams`):
 * - `errorCode` and `message` → the known error (details from the `details` JSON), its parameters removed from the URL;
 * - no `code` or `state`, or no state cookie for `state` → null, with a warning (a reloaded or bookmarked callback
 *   page, an expired or already used flow, another library's flow);
 * - else the state cookie is consumed and `code` and `state` are removed from the URL (history.replaceState) before
 *   the code is exchanged, so a reload or a shared link never replays it (docs/product.md §5).
 *
 * @example
 * ```ts
 * const consumed = consumeCallbackParams(); // null: nothing to do on this page
 * ```
 */
export function consumeCallbackParams(): ConsumedCallback | null {
  const url = new URL(window.location.href);
  const errorCode = url.searchParams.get('errorCode');
  const message = url.searchParams.get('message');
  if (errorCode && message) {
    const details = parseDetails(url.searchParams.get('details'));
    replaceUrlWithout(url, ERROR_PARAMS);
    return { type: 'known-error', json: { code: errorCode, error: message, ...(details ? { details } : {}) } };
  }
  const state = url.searchParams.get('state');
  if (url.searchParams.get('code') === null || state === null) {
    console.warn('[latch] The OAuth callback page has no code and state in its URL; was it reloaded or opened from the history?');
    return null;
  }
  const codeVerifier = consumeVerifier(state);
  if (codeVerifier === null) {
    console.warn(
      '[latch] The OAuth callback names a flow this browser has no state cookie for: it expired (1 hour), was already completed, ' +
        'was started in another browser, or belongs to another OAuth library using the same callback URL. Nothing to do.',
    );
    return null;
  }
  const params = new URLSearchParams(url.searchParams);
  replaceUrlWithout(url, ['code', 'state']);
  return { type: 'oauth-response', params, state, codeVerifier };
}

function replaceUrlWithout(url: URL, names: string[]): void {
  const next = new URL(url);
  for (const name of names) next.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', next.href);
}

/** The error's details; malformed JSON (a hand-edited URL) only loses the details, the error is still shown. */
function parseDetails(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  try {
    const details = JSON.parse(text) as unknown;
    return typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
