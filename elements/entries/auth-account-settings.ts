/** The `<auth-account-settings>` chunk. Attributes: theme. */
import { defineElement } from '../define-element';
import AccountSettingsScreen from '../screens/account-settings';

export function define(): void {
  defineElement('auth-account-settings', AccountSettingsScreen, []);
}
