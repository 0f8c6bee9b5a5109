import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { isEmailAddress } from '../../protocol/email-address';
import type { UiStringKey } from '../i18n/en';

/**
 * The translation key of what is wrong with an e-mail field, or null. The server's own rule (protocol's
 * `isEmailAddress`), so an address refused here would be refused there and one accepted here is accepted there.
 */
export function validateEmail(email: string): UiStringKey | null {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.emailRequired';
  return isEmailAddress(trimmed) ? null : 'validation.emailInvalid';
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
