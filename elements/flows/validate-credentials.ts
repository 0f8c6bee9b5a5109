import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { isEmailAddress } from '../../protocol/email-address';
import type { UiStringKey } from '../i18n/en';

/**
 * The translation key of what is wrong with an e-mail field, or null: the server's own rule (protocol's
 * `isEmailAddress`), so nothing the server would refuse gets sent, and one rule more, checked in every form that
 * takes an address (sign-up, sign-in, e-mail code, password reset, add e-mail, invitations). The server takes a
 * domain without a dot (`a@b`), as Stack does and as its wire keeps; no mail on the internet reaches such an
 * address, so the forms refuse it before asking the server instead of signing someone up with an address they
 * cannot receive at.
 */
export function validateEmail(email: string): UiStringKey | null {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.emailRequired';
  return isEmailAddress(trimmed) && hasDottedDomain(trimmed) ? null : 'validation.emailInvalid';
}

/** Whether the part after the `@` has at least two labels (`example.com`, not `b` or `localhost`). */
function hasDottedDomain(address: string): boolean {
  return address.slice(address.lastIndexOf('@') + 1).includes('.');
}

/** The translation key (and values) of what is wrong with a new password and its repetition, per field. */
export function validateNewPassword(
  password: string,
  repeat: string | undefined,
): { password?: [UiStringKey, Record<string, number>]; repeat?: [UiStringKey, Record<string, number>] } {
  const result: ReturnType<typeof validateNewPassword> = {};
  if (!password) result.password = ['validation.passwordRequired', {}];
  else if (password.length < PASSWORD_MIN_LENGTH) result.password = ['validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }];
  else if (password.length > PASSWORD_MAX_LENGTH) result.password = ['validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }];
  if (repeat !== undefined && repeat !== password) result.repeat = ['validation.passwordsDiffer', {}];
  return result;
}
