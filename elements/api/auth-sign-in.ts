import type { ElementApi } from './element-api';
import { CARD_PARTS, CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-sign-in>`: elements/README.md "Elements". */
export const SIGN_IN_API: ElementApi = {
  tag: 'auth-sign-in',
  className: 'AuthSignInElement',
  module: 'elements/entries/auth-sign-in.ts',
  description: 'The sign-in card: one panel per sign-in method the project enables, and the second factor in place.',
  attributes: [
    { name: 'after-sign-in-url', property: 'afterSignInUrl', kind: 'url', description: "Where to go after signing in (relative or same-origin); default: the script tag's." },
    { name: 'no-redirect', property: 'noRedirect', kind: 'flag', description: 'Stay on the page after signing in.' },
    { name: 'allow-guest', property: 'allowGuest', kind: 'flag', description: 'Offer "Continue as guest" where the project allows anonymous users.' },
    THEME_ATTRIBUTE,
    LANG_ATTRIBUTE,
  ],
  events: SESSION_EVENTS,
  slots: [],
  cssParts: parts(...CARD_PARTS, 'oauth-button', 'passkey-button'),
  cssProperties: CSS_PROPERTIES,
};
