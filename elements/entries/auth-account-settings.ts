/** The `<auth-account-settings>` chunk. Attributes: theme. */
import { defineElement } from '../define-element';
import { AccountSettings } from '../components/account-settings';

export function define(): void {
  defineElement('auth-account-settings', AccountSettings, []);
}
