import { useStore } from '@nanostores/react';
import { createGuestSignIn } from '../flows/guest-sign-in';
import type { SignInFlow } from '../flows/sign-in';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { guestStrings } from '../i18n/en/guest';
import { ErrorAlert } from './error-alert';

/**
 * The foot of `<auth-sign-in allow-guest>`: "Continue as guest" starts an anonymous session and goes on like a
 * sign-in; someone who is a guest already reads that they are one, above the ways to sign in or up.
 */
export default function ContinueAsGuest({ flow }: { flow: SignInFlow }) {
  const t = useTranslate(guestStrings);
  const guest = useFlow((env) => createGuestSignIn(env, flow));
  const current = useStore(guest.$guest);
  const busy = useStore(guest.action.$busy);
  const failure = useFailureMessage(guest.action.$failure, t);
  if (current) {
    return (
      <p className="muted" role="status">
        {t('guest.now')}
      </p>
    );
  }
  return (
    <>
      <ErrorAlert message={failure} />
      <button type="button" part="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : guest.continueAsGuest())}>
        {busy ? t('guest.starting') : t('guest.continue')}
      </button>
    </>
  );
}
