/** The `<auth-account-settings>` chunk. Attributes: theme. */
import { ACCOUNT_SETTINGS_ATTRIBUTES } from '../attributes/auth-account-settings';
import { defineElement } from '../define-element';
import AccountSettingsScreen from '../screens/account-settings';

export function define(): void {
  defineElement('auth-account-settings', AccountSettingsScreen, ACCOUNT_SETTINGS_ATTRIBUTES);
}
