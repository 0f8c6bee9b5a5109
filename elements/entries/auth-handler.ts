/** The `<auth-handler>` chunk. Attributes: after-sign-in-url, after-sign-up-url, no-password-repeat, theme. */
import { defineElement } from '../define-element';
import { Handler, HANDLER_ATTRIBUTES } from '../components/handler';

export function define(): void {
  defineElement('auth-handler', Handler, HANDLER_ATTRIBUTES);
}
