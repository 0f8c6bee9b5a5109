import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useId } from 'react';
import { ErrorAlert } from '../components/error-alert';
import { LastUsedBadge, useLastUsed } from '../components/last-used-badge';
import { createOAuthSignIn, oauthButtons } from '../flows/oauth-sign-in';
import type { SignInFlow } from '../flows/sign-in';
import type { SignInMethod } from '../sign-in/methods';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { oauthStrings } from '../i18n/en/oauth';
import { useLatch } from '../latch-context';
import { BrandMark } from './oauth-brands/brand-mark';
import { brandOf } from './oauth-brands/brands';

const OAUTH_CSS = `
.oauth{display:flex;flex-direction:column;gap:calc(var(--_space) * .5)}
.oauth-button{display:flex;align-items:center;justify-content:center;gap:.6em;width:100%}
.brand-mark{flex:none}
.oauth-button .last-used{align-self:center}
.oauth-or{display:flex;align-items:center;gap:.75em;color:var(--_muted);font-size:.875em}
.oauth-or::before,.oauth-or::after{content:"";flex:1;border-top:1px solid var(--_border)}
`;
const NO_METHODS = atom<SignInMethod[]>([]);

export type OAuthPanelProps = {
  /** The sign-in flow (or, on `<auth-sign-up>`, what of it applies): holds the card while leaving, its redirect target. */
  flow: Partial<Pick<SignInFlow, 'hold' | 'afterSignInUrl' | '$methods' | '$held'>>;
  /** Whether an e-mail form follows (the "or" line); on `<auth-sign-in>` read from the methods shown. */
  or?: boolean;
};

/**
 * "Continue with <Provider>" for each provider the project enables (`enabled_oauth_providers`), each with its mark;
 * the one that last signed in on this device says so ("Last used", also to screen readers), as does a badge just
 * before the password form when that was last used. Pressing leaves for the provider; the handler's oauth-callback
 * page completes the sign-in.
 */
export default function OAuthPanel({ flow, or }: OAuthPanelProps) {
  const { app } = useLatch();
  const t = useTranslate(oauthStrings);
  useStyles(OAUTH_CSS);
  const store = useFlow((env) => createOAuthSignIn(env, flow));
  const busy = useStore(store.$busy);
  const failure = useFailureMessage(store.$failure, t);
  const project = useStore(app.$project);
  const methods = useStore(flow.$methods ?? NO_METHODS);
  const lastUsed = useLastUsed(flow.$held);
  const id = useId();
  if (!project) return null;
  const buttons = oauthButtons(project.config, lastUsed);
  // The e-mail forms follow the buttons (the passkey button draws its own line); a password sign-in last time is marked
  // just before the password form.
  const formFollows = or ?? methods.some((method) => method === 'password' || method === 'email-code');
  return (
    <div className="oauth">
      <ErrorAlert message={failure} />
      {buttons.map(({ provider, lastUsed: last }) => {
        const name = brandOf(provider).name;
        return (
          <button
            key={provider}
            type="button"
            part="button oauth-button"
            className="button secondary oauth-button"
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            aria-describedby={last ? `${id}-last` : undefined}
            data-provider={provider}
            onClick={() => void store.start(provider)}
          >
            <BrandMark provider={provider} />
            <span>{t(busy === provider ? 'oauth.redirecting' : 'oauth.continueWith', { provider: name })}</span>
            {last ? <LastUsedBadge id={`${id}-last`} inside /> : null}
          </button>
        );
      })}
      {formFollows ? <p className="oauth-or">{t('oauth.or')}</p> : null}
      {lastUsed === 'password' && (or ?? methods.includes('password')) ? <LastUsedBadge /> : null}
    </div>
  );
}
