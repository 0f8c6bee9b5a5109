/** The `<auth-sign-up>` chunk. Attributes: after-sign-up-url, no-redirect, no-password-repeat, theme. */
import { defineElement } from '../define-element';
import { SIGN_UP_ATTRIBUTES } from '../attributes/auth-sign-up';
import { SignUpElement } from '../components/sign-up-element';

export function define(): void {
  defineElement('auth-sign-up', SignUpElement, SIGN_UP_ATTRIBUTES);
}
