/** Every element's documented API, by tag: the source of custom-elements.json and the typings (build/custom-elements.mjs). */
import type { ElementTag } from '../../protocol/elements';
import { ACCOUNT_SETTINGS_API } from './auth-account-settings';
import { HANDLER_API } from './auth-handler';
import { SIGN_IN_API } from './auth-sign-in';
import { SIGN_UP_API } from './auth-sign-up';
import { TEAM_SWITCHER_API } from './auth-team-switcher';
import { USER_BUTTON_API } from './auth-user-button';
import type { ElementApi } from './element-api';

export { DETAIL_TYPES } from './common';

export const ELEMENT_APIS: Record<ElementTag, ElementApi> = {
  'auth-sign-in': SIGN_IN_API,
  'auth-sign-up': SIGN_UP_API,
  'auth-user-button': USER_BUTTON_API,
  'auth-handler': HANDLER_API,
  'auth-account-settings': ACCOUNT_SETTINGS_API,
  'auth-team-switcher': TEAM_SWITCHER_API,
};
