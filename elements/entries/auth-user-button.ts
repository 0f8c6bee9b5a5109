/** The `<auth-user-button>` chunk. Attributes: theme. */
import { USER_BUTTON_ATTRIBUTES } from '../attributes/auth-user-button';
import { defineElement } from '../define-element';
import { UserButton } from '../components/user-button';
import { userButtonCss } from '../styles/user-button-css';

export function define(): void {
  // Its styles set the host's box (inline, avatar-sized): they must apply before the first render, or the page shifts.
  defineElement('auth-user-button', UserButton, USER_BUTTON_ATTRIBUTES, userButtonCss);
}
