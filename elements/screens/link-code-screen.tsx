import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { Link } from '../components/link';
import { createLinkCode, type LinkCodeKind } from '../flows/link-code';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { emailStrings } from '../i18n/en/email';
import { impersonationStrings } from '../i18n/en/impersonation';
import { magicLinkStrings } from '../i18n/en/magic-link';
import { useLatch } from '../latch-context';
import type { ScreenProps } from './screen-props';

const STRINGS = { ...commonStrings, ...emailStrings, ...magicLinkStrings, ...impersonationStrings };

/** The step names announced to the page (`useStep`), one per kind of link. */
const STEP: Record<LinkCodeKind, string> = { emailCode: 'magic-link-callback', verifyEmail: 'email-verification', impersonation: 'impersonate' };

/**
 * What the handler shows for a link from an e-mail or a dashboard: working, then done (or the notice that old
 * credentials were cleared), or a clear reason why the link did not work, announced (role="alert"), with the way on.
 */
export function LinkCodeScreen({ kind, href = '', afterSignInUrl, noRedirect }: ScreenProps & { kind: LinkCodeKind }) {
  const { app } = useLatch();
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createLinkCode(env, kind, href, { afterSignInUrl, noRedirect }));
  const state = useStore(store.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(`${STEP[kind]}:${state.status}`, heading);
  useEffect(() => void store.run(), [store]);

  const magic = kind === 'emailCode';
  const impersonation = kind === 'impersonation';
  // Both sign-in links go on by themselves once done; e-mail verification stays to say so.
  const signsIn = magic || impersonation;
  const title = {
    working: impersonation ? t('impersonation.title') : magic ? t('magicLinkCallback.title') : t('emailVerification.title'),
    done: impersonation ? t('impersonation.title') : magic ? t('magicLinkCallback.title') : t('emailVerification.doneTitle'),
    cleared: t('signedIn.title'),
    failed: impersonation ? t('impersonation.failedTitle') : magic ? t('magicLinkCallback.failedTitle') : t('emailVerification.failedTitle'),
  }[state.status];
  const reason = state.reason ? t(state.reason) : state.failure ? t(state.failure.key, state.failure.values) : '';
  return (
    <Card title={title} heading={heading} busy={state.status === 'working' || (signsIn && state.status === 'done')}>
      {state.status === 'failed' ? <p role="alert">{reason}</p> : null}
      {state.status === 'failed' && impersonation && state.failure ? <p>{t('impersonation.again')}</p> : null}
      {state.status === 'done' && !signsIn ? <p role="status">{t('emailVerification.done')}</p> : null}
      {state.status === 'cleared' ? (
        <>
          <p role="status">{t('magicLink.cleared')}</p>
          <p>
            <Link href={app.urls.accountSettings}>{t('magicLink.setPassword')}</Link>
          </p>
          <button type="button" part="button" className="button" onClick={() => void store.continueAfterNotice()}>
            {t('magicLink.continue')}
          </button>
        </>
      ) : null}
      {state.status === 'failed' && magic ? (
        <p>
          <Link href={app.urls.signIn}>{t('magicLinkCallback.signInAgain')}</Link>
        </p>
      ) : null}
      {kind === 'verifyEmail' && state.status !== 'working' ? (
        <p>
          <Link href={app.urls.accountSettings}>{t('emailVerification.toAccount')}</Link>
        </p>
      ) : null}
    </Card>
  );
}
