import type { ElementApi } from './element-api';
import { CARD_PARTS, CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-handler>`: elements/README.md "Elements". */
export const HANDLER_API: ElementApi = {
  tag: 'auth-handler',
  className: 'AuthHandlerElement',
  module: 'elements/entries/auth-handler.ts',
  description: 'Renders the screen for the current path under the handler path (sign-in, sign-up, password reset, OAuth callback, account settings…).',
  attributes: [
    { name: 'after-sign-in-url', property: 'afterSignInUrl', kind: 'url', description: 'Where to go after signing in.' },
    { name: 'after-sign-up-url', property: 'afterSignUpUrl', kind: 'url', description: 'Where to go after signing up.' },
    { name: 'no-password-repeat', property: 'noPasswordRepeat', kind: 'flag', description: 'Sign-up asks for the password once.' },
    THEME_ATTRIBUTE,
    LANG_ATTRIBUTE,
  ],
  events: SESSION_EVENTS,
  slots: [],
  cssParts: parts(...CARD_PARTS, 'oauth-button', 'passkey-button', 'section', 'avatar'),
  cssProperties: CSS_PROPERTIES,
};
