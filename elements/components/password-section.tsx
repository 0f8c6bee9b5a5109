import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import type { CurrentUser } from '../../core';
import { createPasswordChange } from '../flows/password-change';
import { usePasswordForm } from '../hooks/use-password-form';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { passwordStrings } from '../i18n/en/password';
import { PasswordForm, type PasswordField } from './password-form';
import { ErrorAlert } from './error-alert';

const strings = { ...accountStrings, ...passwordStrings };

/**
 * Change the password (current one, new one twice; every other session ends) or, for a user without one, set a
 * first one. A real form in the light DOM, so password managers offer to save the new password.
 */
export default function PasswordSection({ user }: { user: CurrentUser }) {
  const t = useTranslate(strings);
  const id = useId();
  const form = useFlow((env) => createPasswordChange(env, () => env.app.$user.get()));
  const done = useStore(form.$done);
  const saved = useStore(form.$saved);
  const binding = usePasswordForm(form, t);
  const failureCode = useStore(form.$state).failure?.code;
  // The catalogue's words for a wrong current password ("The passwords do not match.") fit a repeated password
  // better; here the field at fault is the current one.
  const failure = failureCode === 'PASSWORD_CONFIRMATION_MISMATCH' ? t('account.wrongCurrentPassword') : binding.failureMessage;
  const hasPassword = user.hasPassword;
  const fields: PasswordField[] = [
    { name: 'newPassword', label: t('account.newPassword'), type: 'password', autoComplete: 'new-password', hint: t('password.hint', { min: PASSWORD_MIN_LENGTH }) },
    { name: 'newPasswordRepeat', label: t('account.repeatNewPassword'), type: 'password', autoComplete: 'new-password' },
  ];
  if (hasPassword) fields.unshift({ name: 'currentPassword', label: t('account.currentPassword'), type: 'password', autoComplete: 'current-password' });
  const submit = hasPassword ? t('account.changePassword') : t('account.setPassword');
  const success = saved === 'changed' ? t('account.passwordChanged') : saved === 'set' ? t('account.passwordSet') : '';

  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.password')}</h3>
      <p className="muted">{hasPassword ? t('account.passwordChangeIntro') : t('account.passwordSetIntro')}</p>
      <ErrorAlert message={failure} alertRef={binding.alertRef} busy={binding.phase === 'busy'} />
      {/* Keyed on each success, so the fields come back empty. */}
      <PasswordForm
        key={done}
        kind="password"
        {...binding.form}
        submitLabel={binding.phase === 'form' ? submit : t('account.savingPassword')}
        fields={binding.withErrors(fields)}
      />
      <span className="ok" role="status">
        {success}
      </span>
    </section>
  );
}
