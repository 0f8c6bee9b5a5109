/**
 * What each element observes at runtime: its own attributes (the lists its entry hands `defineElement`) and the
 * common ones. Pages never load this file; the build compares it with the documented API (elements/api/) and fails
 * when they differ (build/custom-elements.mjs).
 */
import type { ElementTag } from '../../protocol/elements';
import { ACCOUNT_SETTINGS_ATTRIBUTES } from './auth-account-settings';
import { HANDLER_ATTRIBUTES } from './auth-handler';
import { SIGN_IN_ATTRIBUTES } from './auth-sign-in';
import { SIGN_UP_ATTRIBUTES } from './auth-sign-up';
import { TEAM_SWITCHER_ATTRIBUTES } from './auth-team-switcher';
import { USER_BUTTON_ATTRIBUTES } from './auth-user-button';
import { COMMON_ATTRIBUTES } from './common';

/** Each element's attributes as props (camelCase), the common ones included. */
export const RUNTIME_ATTRIBUTES: Record<ElementTag, readonly string[]> = {
  'auth-sign-in': [...SIGN_IN_ATTRIBUTES, ...COMMON_ATTRIBUTES],
  'auth-sign-up': [...SIGN_UP_ATTRIBUTES, ...COMMON_ATTRIBUTES],
  'auth-user-button': [...USER_BUTTON_ATTRIBUTES, ...COMMON_ATTRIBUTES],
  'auth-handler': [...HANDLER_ATTRIBUTES, ...COMMON_ATTRIBUTES],
  'auth-account-settings': [...ACCOUNT_SETTINGS_ATTRIBUTES, ...COMMON_ATTRIBUTES],
  'auth-team-switcher': [...TEAM_SWITCHER_ATTRIBUTES, ...COMMON_ATTRIBUTES],
};
