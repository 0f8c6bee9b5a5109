/** The `<auth-handler>` chunk. Attributes: after-sign-in-url, after-sign-up-url, no-password-repeat, theme. */
import { defineElement } from '../define-element';
import { HANDLER_ATTRIBUTES } from '../attributes/auth-handler';
import { Handler } from '../components/handler';

export function define(): void {
  defineElement('auth-handler', Handler, HANDLER_ATTRIBUTES);
}
