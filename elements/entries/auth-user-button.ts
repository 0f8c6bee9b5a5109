/** The `<auth-user-button>` chunk. Attributes: theme. */
import { defineElement } from '../define-element';
import { UserButton } from '../components/user-button';

export function define(): void {
  defineElement('auth-user-button', UserButton, []);
}
