import { atom, type ReadableAtom } from 'nanostores';
import type { ClientProjectConfig } from '../../core';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { rememberPendingOAuth, type LastUsed } from './last-used';
import type { SignInFlow } from './sign-in';

/** One "Continue with …" button: the provider's id and whether it signed in last on this device. */
export type OAuthButton = { provider: string; lastUsed: boolean };

/** The buttons for the providers the project enables, in the project's order, the one last used marked. */
export function oauthButtons(config: Pick<ClientProjectConfig, 'enabledOAuthProviders'>, lastUsed: LastUsed | null): OAuthButton[] {
  const seen = new Set<string>();
  return config.enabledOAuthProviders.filter(({ id }) => !seen.has(id) && seen.add(id)).map(({ id }) => ({ provider: id, lastUsed: lastUsed === `oauth:${id}` }));
}

/**
 * Where the provider's round trip should end: the element's `after-sign-in-url`, unless the page carries a trusted
 * `after_auth_return_to` (core then returns to this page, whose return-to wins: the same rule as redirectAfterAuth).
 */
export function oauthReturnTo(elementUrl: string | undefined, pageHref: string | undefined): string | undefined {
  if (!elementUrl) return undefined;
  if (pageHref && new URL(pageHref).searchParams.has('after_auth_return_to')) return undefined;
  return elementUrl;
}

export type OAuthSignInStore = {
  /** The provider whose button was pressed, while the page leaves for it; null when idle. */
  readonly $busy: ReadableAtom<string | null>;
  readonly $failure: ReadableAtom<Failure | null>;
  /** Leaves for `provider` (core's signInWithOAuth); a refusal (provider not enabled, offline …) is shown. */
  start(provider: string): Promise<void>;
};

/** The OAuth panel of `<auth-sign-in>` and `<auth-sign-up>`: one press, then the provider's page. */
export function createOAuthSignIn(env: FlowEnv, signIn: Partial<Pick<SignInFlow, 'hold' | 'afterSignInUrl'>>): OAuthSignInStore {
  const $busy = atom<string | null>(null);
  const failure = createFailure(env);
  const busy = (provider: string | null) => {
    $busy.set(provider);
    signIn.hold?.('oauth', provider !== null);
  };
  return {
    $busy,
    $failure: failure.$failure,
    async start(provider) {
      if ($busy.get() !== null || env.isLeaving()) return;
      failure.clear();
      busy(provider);
      try {
        rememberPendingOAuth(provider);
        const returnTo = oauthReturnTo(signIn.afterSignInUrl, globalThis.location?.href);
        const { navigated } = await env.act(() => env.app.signInWithOAuth(provider, returnTo ? { returnTo } : {}));
        // The page is on its way to the provider: the button stays busy until it has gone.
        if (navigated || env.isLeaving()) return;
      } catch (error) {
        await failure.report(error);
      }
      busy(null);
    },
  };
}
