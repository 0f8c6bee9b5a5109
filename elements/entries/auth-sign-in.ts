/** The `<auth-sign-in>` chunk. Attributes: after-sign-in-url, no-redirect, allow-guest, theme. */
import { defineElement } from '../define-element';
import { SIGN_IN_ATTRIBUTES } from '../attributes/auth-sign-in';
import { SignInElement } from '../components/sign-in-element';

export function define(): void {
  defineElement('auth-sign-in', SignInElement, SIGN_IN_ATTRIBUTES);
}
