import type { UiStringKey } from '../i18n/en';
import type { FieldMessage } from './password-submit';
import type { Failure } from './describe-failure';
import { validateNewPassword } from './validate-credentials';

/**
 * The password screens' own keys for the sign-up form's checks: the same rules and words, from the password table,
 * so these screens need not carry the sign-up screen's strings.
 */
const OWN_KEYS: Partial<Record<UiStringKey, UiStringKey>> = {
  'validation.passwordRequired': 'validation.passwordRequired',
  'validation.passwordTooShort': 'password.tooShort',
  'validation.passwordTooLong': 'password.tooLong',
  'validation.passwordsDiffer': 'password.differ',
};

/** What is wrong with a new password field and its repetition, by field name (as the sign-up form checks them). */
export function newPasswordErrors(values: Readonly<Record<string, string>>, field: string, repeatField: string): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  const found = validateNewPassword(values[field] ?? '', values[repeatField] ?? '');
  if (found.password) errors[field] = { key: OWN_KEYS[found.password[0]] ?? found.password[0], values: found.password[1] };
  if (found.repeat) errors[repeatField] = { key: OWN_KEYS[found.repeat[0]] ?? found.repeat[0], values: found.repeat[1] };
  return errors;
}

/** True for the server's refusals of a new password (too short, too long). */
export function isPasswordPolicyFailure(failure: Failure): boolean {
  return failure.code.startsWith('PASSWORD_TOO_') || failure.code === 'PASSWORD_REQUIREMENTS_NOT_MET';
}
