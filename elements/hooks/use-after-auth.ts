import { useElement } from '../element-context';

/**
 * Where a visitor goes after signing in or up, in this order: the page's `after_auth_return_to` (they were sent
 * to sign in from there), the element's own `after-sign-in-url` / `after-sign-up-url` attribute, the script tag's
 * data-after-sign-in-url (core's urls). Resolves true when the page is navigating away.
 */
export function useAfterAuthRedirect(): (kind: 'signIn' | 'signUp', attributeUrl: string | undefined) => Promise<boolean> {
  const { runtime, host } = useElement();
  const { app } = runtime;
  return async (kind, attributeUrl) => {
    if (attributeUrl && runtime.returnTo() === null) {
      if (!runtime.isTrustedUrl(attributeUrl)) throw new TypeError(`Redirect URL ${attributeUrl} is not trusted; should be relative.`);
      return runtime.navigate(attributeUrl, host);
    }
    const { navigated } = await runtime.act(host, () => (kind === 'signIn' ? app.redirectToAfterSignIn() : app.redirectToAfterSignUp()));
    return navigated;
  };
}
