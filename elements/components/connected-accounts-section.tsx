import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { ClientProject, CurrentUser } from '../../core';
import { canRemoveAccount, connectableProviders, createConnectedAccounts } from '../flows/connected-accounts';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { connectedAccountStrings } from '../i18n/en/connected-accounts';
import { BrandMark } from '../panels/oauth-brands/brand-mark';
import { brandOf } from '../panels/oauth-brands/brands';
import { ErrorAlert } from './error-alert';

const STRINGS = { ...commonStrings, ...connectedAccountStrings };
const CONNECTED_CSS = `
.connected{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.connected li{display:flex;align-items:center;gap:.6em;flex-wrap:wrap;min-width:0}
.connected .account{flex:1;min-width:0;display:flex;flex-direction:column}
.connected .provider{font-weight:500}
.brand-mark{flex:none}
`;

/**
 * The connected-accounts section of account settings (Stack's "Connected accounts"): each OAuth account of the user
 * with its provider's mark and name and its e-mail, "Remove" after confirming (never for the user's only way in), and
 * "Connect <Provider>" for each provider the project enables that the user has no account of yet.
 */
export default function ConnectedAccountsSection({ user, project }: { user: CurrentUser; project: ClientProject }) {
  useStyles(CONNECTED_CSS);
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createConnectedAccounts(env, user));
  const accounts = useStore(store.$accounts);
  const confirming = useStore(store.$confirming);
  const connecting = useStore(store.$connecting);
  const busy = useStore(store.action.$busy) || connecting !== null;
  const failure = useFailureMessage(store.action.$failure, t);
  const id = useId();
  useEffect(() => void store.load(), [store]);

  const list = accounts ?? [];
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`} aria-busy={accounts === undefined || undefined}>
      <h3 id={`${id}-title`}>{t('connectedAccounts.title')}</h3>
      <p className="muted">{t('connectedAccounts.intro')}</p>
      <ErrorAlert message={failure} />
      {accounts === undefined ? null : list.length === 0 ? (
        <p>{t('connectedAccounts.none')}</p>
      ) : (
        <ul className="connected">
          {list.map((account) => {
            const provider = brandOf(account.providerConfigId).name;
            const email = account.email ?? t('connectedAccounts.noEmail');
            const values = { provider, email };
            return (
              <li key={account.id}>
                <BrandMark provider={account.providerConfigId} />
                <span className="account">
                  <span className="provider">{provider}</span>
                  <span className="muted">{email}</span>
                </span>
                {!canRemoveAccount(account, list, user, project.config) ? (
                  <span className="muted">{t('connectedAccounts.onlyWayIn')}</span>
                ) : confirming === account.id ? (
                  <span className="row">
                    <span id={`${id}-confirm`}>{t('connectedAccounts.removeConfirm', values)}</span>
                    <button type="button" part="button" className="button" autoFocus aria-describedby={`${id}-confirm`} disabled={busy} onClick={() => void store.remove()}>
                      {t('connectedAccounts.remove')}
                    </button>
                    <button type="button" part="button" className="button secondary" onClick={() => store.cancel()}>
                      {t('common.cancel')}
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    part="button"
                    className="button secondary"
                    disabled={busy}
                    aria-label={t('connectedAccounts.removeLabel', values)}
                    onClick={() => store.ask(account.id)}
                  >
                    {t('connectedAccounts.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {accounts === undefined ? null : (
        <div className="row">
          {connectableProviders(project.config, list).map((providerId) => {
            const provider = brandOf(providerId).name;
            return (
              <button key={providerId} type="button" part="button" className="button secondary row" disabled={busy} onClick={() => void store.connect(providerId)}>
                <BrandMark provider={providerId} />
                {t(connecting === providerId ? 'connectedAccounts.connecting' : 'connectedAccounts.connect', { provider })}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
