/** The `<auth-sign-up>` chunk. Attributes: after-sign-up-url, no-redirect, no-password-repeat, theme. */
import { defineElement } from '../define-element';
import { SignUpElement, SIGN_UP_ATTRIBUTES } from '../components/sign-up-element';

export function define(): void {
  defineElement('auth-sign-up', SignUpElement, SIGN_UP_ATTRIBUTES);
}
