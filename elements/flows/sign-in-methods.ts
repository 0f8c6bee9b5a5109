import type { ClientProjectConfig } from '../../core';
import type { SignInMethod as AnySignInMethod } from '../../protocol/sign-in-method';

/**
 * The ways to sign in a project can switch on, and which config switch turns each on. The sign-in element shows a
 * panel for each enabled method it has a panel for (elements/sign-in/panels.ts); a method without one yet is skipped.
 */
const SIGN_IN_METHODS: Record<SignInMethod, (config: ClientProjectConfig) => boolean> = {
  password: (config) => config.credentialEnabled,
  'email-code': (config) => config.magicLinkEnabled,
  passkey: (config) => config.passkeyEnabled,
  oauth: (config) => config.enabledOAuthProviders.length > 0,
};

/** A method the sign-in card can show: every sign-in method (protocol/sign-in-method.ts) but anonymous. */
export type SignInMethod = Exclude<AnySignInMethod, 'anonymous'>;

/** The methods of `available` (those with a panel) the project enables, in the order given. */
export function enabledMethods(config: ClientProjectConfig, available: readonly SignInMethod[]): SignInMethod[] {
  return available.filter((method) => SIGN_IN_METHODS[method](config));
}
