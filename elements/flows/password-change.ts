import { atom, type ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import type { FlowEnv } from './flow-env';
import { createFormSubmit, type FormSubmitStore } from './form-submit';
import { isPasswordPolicyFailure, newPasswordErrors } from './new-password-errors';

export type PasswordChangeFlow = FormSubmitStore & {
  /** What the last success did, for its message; null before one and while sending again. */
  readonly $saved: ReadableAtom<'changed' | 'set' | null>;
};

/**
 * The password section of account settings: with a password, change it (current one, then the new one twice; the
 * server ends every other session); without one, set a first one. `user` is read when the form is sent, so the
 * section follows `$user` (after a first password is set, it becomes the change form).
 */
export function createPasswordChange(env: FlowEnv, user: () => CurrentUser | null | undefined): PasswordChangeFlow {
  const $saved = atom<'changed' | 'set' | null>(null);
  const form = createFormSubmit(env, {
    order: ['currentPassword', 'newPassword', 'newPasswordRepeat'],
    validate: (values) => {
      const errors = newPasswordErrors(values, 'newPassword', 'newPasswordRepeat');
      if (user()?.hasPassword && !values.currentPassword) errors.currentPassword = { key: 'password.required' };
      return errors;
    },
    send: async (values) => {
      const current = user();
      if (!current) throw new TypeError('The password section needs a signed-in user.');
      const password = values.newPassword ?? '';
      const change = current.hasPassword;
      $saved.set(null);
      const refusal = change ? await current.updatePassword({ oldPassword: values.currentPassword ?? '', newPassword: password }) : await current.setPassword({ password });
      if (!refusal) $saved.set(change ? 'changed' : 'set');
      return refusal;
    },
    fieldOf: (failure) => {
      if (failure.code === 'PASSWORD_CONFIRMATION_MISMATCH') return 'currentPassword';
      return isPasswordPolicyFailure(failure) ? 'newPassword' : null;
    },
  });
  return { ...form, $saved };
}
