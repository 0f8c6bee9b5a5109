import type { ElementApi } from './element-api';
import { CARD_PARTS, CSS_PROPERTIES, parts, SESSION_EVENTS, LANG_ATTRIBUTE, THEME_ATTRIBUTE } from './common';

/** `<auth-account-settings>`: elements/README.md "Elements". */
export const ACCOUNT_SETTINGS_API: ElementApi = {
  tag: 'auth-account-settings',
  className: 'AuthAccountSettingsElement',
  module: 'elements/entries/auth-account-settings.ts',
  description: 'Profile, password, passkeys, connected accounts, sessions and teams of the signed-in user.',
  attributes: [THEME_ATTRIBUTE, LANG_ATTRIBUTE],
  events: SESSION_EVENTS,
  slots: [],
  cssParts: parts(...CARD_PARTS, 'section', 'avatar'),
  cssProperties: CSS_PROPERTIES,
};
