import type { ComponentType } from 'react';
import type { ClientProjectConfig } from '../../core';
import type { SignInMethod as AnySignInMethod } from '../../protocol/sign-in-method';
import { passkeysUsableHere } from '../flows/passkey-support';
// Type-only, and a circle: the flow reads this table to pick the methods shown, and a panel is given the flow.
import type { SignInFlow } from '../flows/sign-in';

/** A method the sign-in card can show: every sign-in method but `anonymous` (the guest button). */
export type SignInMethod = Exclude<AnySignInMethod, 'anonymous'>;

/** What every method panel receives: the sign-in flow it is part of (redirect target, holding the form). */
export type PanelProps = { flow: SignInFlow };

/** A sign-in method as `<auth-sign-in>` shows it: whether this project and page get it, and its panel's chunk. */
type SignInMethodRow = { shown(config: ClientProjectConfig): boolean; panel(): Promise<{ default: ComponentType<PanelProps> }> };

/**
 * The elements' one list of sign-in methods, in the order the card shows them: the project's config switch that turns
 * each on (plus what the page must be able to do), and its panel, a lazy chunk of its own, so a page pays only for the
 * panels its project enables. Every method of protocol/sign-in-method.ts but `anonymous` (the guest button) has a row:
 * adding a method is one row here and its panel in `panels/`.
 */
export const SIGN_IN_METHODS: Readonly<Record<SignInMethod, SignInMethodRow>> = {
  oauth: { shown: (config) => config.enabledOAuthProviders.length > 0, panel: () => import('../panels/oauth') },
  // With e-mail code on too, the password has no panel of its own: the card starts with one e-mail field (identifier-first,
  // the e-mail code row's panel) and offers the password on the next step (panels/identifier.tsx).
  password: { shown: (config) => config.credentialEnabled && !config.magicLinkEnabled, panel: () => import('../panels/password') },
  'email-code': { shown: (config) => config.magicLinkEnabled, panel: () => import('../panels/email-code') },
  // No passkey panel (button, autofill, offer to create one) where the page cannot use passkeys: it would only fail.
  passkey: { shown: (config) => config.passkeyEnabled && passkeysUsableHere(), panel: () => import('../panels/passkey') },
};

/** Every method of the table, in its order. */
export const ALL_SIGN_IN_METHODS = Object.keys(SIGN_IN_METHODS) as SignInMethod[];

/** The methods of `available` this project and page get, in table order; OAuth last if the branding puts it below. */
export function shownMethods(config: ClientProjectConfig, available: readonly SignInMethod[] = ALL_SIGN_IN_METHODS): SignInMethod[] {
  const shown = ALL_SIGN_IN_METHODS.filter((method) => available.includes(method) && SIGN_IN_METHODS[method].shown(config));
  return config.branding?.social_buttons === 'below' ? [...shown.filter((method) => method !== 'oauth'), ...shown.filter((method) => method === 'oauth')] : shown;
}
