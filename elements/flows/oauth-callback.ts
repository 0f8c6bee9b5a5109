import { map, type ReadableAtom } from 'nanostores';
import type { UiStringKey } from '../i18n/en';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { rememberLastUsed, takePendingOAuth } from './last-used';

type OAuthCallbackState = {
  /** `working` until core has signed in and moved on (it navigates), or `failed`. */
  status: 'working' | 'failed';
  /** A clearer sentence than the error code's for the cases a visitor meets; null: the failure's own message. */
  reason: UiStringKey | null;
  /** The provider the sign-in was started with on this tab, when known (for "You cancelled signing in with …"). */
  provider: string | null;
  failure: Failure | null;
};

export type OAuthCallbackStore = {
  readonly $state: ReadableAtom<OAuthCallbackState>;
  /** Completes the flow, once (a second call while the first runs, or after it, does nothing). */
  run(): Promise<void>;
};

/**
 * Why a sign-in with a provider failed, in words a visitor can act on (docs/wire.md §4 "OAuth"): they said no at the
 * provider, or the round trip took too long / its code was used already; null for the others (the catalogue's message).
 */
export function oauthFailureReason(code: string, provider: string | null): UiStringKey | null {
  if (code === 'OAUTH_PROVIDER_ACCESS_DENIED') return provider ? 'oauthCallback.denied' : 'oauthCallback.deniedNoProvider';
  if (code === 'OUTER_OAUTH_TIMEOUT' || code === 'INVALID_AUTHORIZATION_CODE') return 'oauthCallback.expired';
  return null;
}

/**
 * The handler's oauth-callback page: core's callOAuthCallback reads `code` and `state` (or the error the server
 * sent back), trades the code for a session and navigates on. False from it means the state is missing or not this
 * browser's: the sign-in cannot be verified. A success is remembered as this device's last used method.
 */
export function createOAuthCallback(env: FlowEnv): OAuthCallbackStore {
  const $state = map<OAuthCallbackState>({ status: 'working', reason: null, provider: null, failure: null });
  const failure = createFailure(env);
  let started = false;
  return {
    $state,
    async run() {
      if (started) return;
      started = true;
      const provider = takePendingOAuth();
      $state.setKey('provider', provider);
      try {
        const { value: completed } = await env.act(() => env.app.callOAuthCallback());
        if (!completed) return $state.set({ status: 'failed', reason: 'oauthCallback.unverified', provider, failure: null });
        if (provider) rememberLastUsed(`oauth:${provider}`);
      } catch (error) {
        // The multi-factor stop: core has sent the page on to the mfa page before throwing; nothing failed.
        if (env.isLeaving()) return;
        const shown = await failure.report(error);
        $state.set({ status: 'failed', reason: oauthFailureReason(shown.code, provider), provider, failure: shown });
      }
    },
  };
}
