import type { ElementApi } from './element-api';
import { CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-user-button>`: elements/README.md "Elements". */
export const USER_BUTTON_API: ElementApi = {
  tag: 'auth-user-button',
  className: 'AuthUserButtonElement',
  module: 'elements/entries/auth-user-button.ts',
  description: 'The user\'s menu (name, e-mail, account settings, sign out), or "Sign in" when signed out.',
  attributes: [THEME_ATTRIBUTE, LANG_ATTRIBUTE],
  events: SESSION_EVENTS,
  slots: [],
  cssParts: parts('button', 'avatar', 'menu', 'menu-item'),
  cssProperties: CSS_PROPERTIES,
};
