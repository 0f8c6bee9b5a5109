import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { Link } from '../components/link';
import { createOAuthCallback } from '../flows/oauth-callback';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { oauthStrings } from '../i18n/en/oauth';
import { useLatch } from '../latch-context';
import { brandOf } from '../panels/oauth-brands/brands';

/**
 * The handler's oauth-callback page, where a provider sends the visitor back: "Signing you in…" while core completes
 * the sign-in (it then navigates on), or a clear reason why it did not work, announced (role="alert"), with the
 * way back to sign-in.
 */
export default function OAuthCallbackScreen() {
  const { app } = useLatch();
  const t = useTranslate(oauthStrings);
  const store = useFlow(createOAuthCallback);
  const state = useStore(store.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(`oauth-callback:${state.status}`, heading);
  useEffect(() => void store.run(), [store]);

  const failed = state.status === 'failed';
  const provider = state.provider ? brandOf(state.provider).name : '';
  const reason = state.reason ? t(state.reason, { provider }) : state.failure ? t(state.failure.key, state.failure.values) : '';
  return (
    <Card title={failed ? t('oauthCallback.failedTitle') : t('oauthCallback.title')} heading={heading} busy={!failed} compact>
      {failed ? (
        <>
          <p role="alert">{reason}</p>
          <p>
            <Link href={app.urls.signIn}>{t('oauthCallback.backToSignIn')}</Link>
          </p>
        </>
      ) : null}
    </Card>
  );
}
