import type { ElementApi } from './element-api';
import { CARD_PARTS, CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-sign-up>`: elements/README.md "Elements". */
export const SIGN_UP_API: ElementApi = {
  tag: 'auth-sign-up',
  className: 'AuthSignUpElement',
  module: 'elements/entries/auth-sign-up.ts',
  description: 'The sign-up card.',
  attributes: [
    { name: 'after-sign-up-url', property: 'afterSignUpUrl', kind: 'url', description: "Where to go after signing up (relative or same-origin); default: the script tag's." },
    { name: 'no-redirect', property: 'noRedirect', kind: 'flag', description: 'Stay on the page after signing up.' },
    { name: 'no-password-repeat', property: 'noPasswordRepeat', kind: 'flag', description: 'Ask for the password once, without "Repeat password".' },
    THEME_ATTRIBUTE,
    LANG_ATTRIBUTE,
  ],
  events: SESSION_EVENTS,
  slots: [],
  cssParts: parts(...CARD_PARTS, 'oauth-button'),
  cssProperties: CSS_PROPERTIES,
};
