import type { ClientProjectConfig } from '../../core';

/**
 * The ways to sign in a project can switch on, and which config switch turns each on. The sign-in element shows a
 * panel for each enabled method it has a panel for (elements/sign-in/panels.ts); a method without one yet is skipped.
 */
const SIGN_IN_METHODS = {
  password: (config: ClientProjectConfig) => config.credentialEnabled,
  magicLink: (config: ClientProjectConfig) => config.magicLinkEnabled,
  passkey: (config: ClientProjectConfig) => config.passkeyEnabled,
  oauth: (config: ClientProjectConfig) => config.enabledOAuthProviders.length > 0,
} as const;

export type SignInMethod = keyof typeof SIGN_IN_METHODS;

/** The methods of `available` (those with a panel) the project enables, in the order given. */
export function enabledMethods(config: ClientProjectConfig, available: readonly SignInMethod[]): SignInMethod[] {
  return available.filter((method) => SIGN_IN_METHODS[method](config));
}
