import { useId, useState } from 'react';
import type { AdminOAuthProvider } from '../../../core';
import { SHARED_OAUTH_PROVIDER_IDS, type OAuthProviderConfig } from '../../../protocol/project-config';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { Toggle } from '../../ui/toggle';
import { providerName } from './provider-name';
import { secretHint } from '../../ui/secret-hint';

/** `sharedKeys`: whether this server offers shared keys at all (its development identity provider runs). */
type Props = { id: string; saved: AdminOAuthProvider | undefined; sharedKeys: boolean; save(next: OAuthProviderConfig | null): Promise<void> };

/**
 * One provider: a switch, and once on, which keys it uses. The client secret is write-only: never shown back, only
 * "set" or "not set"; left blank, the saved one is kept.
 */
export function OAuthProviderItem({ id, saved, sharedKeys, save }: Props) {
  const name = providerName(id);
  const shareable = sharedKeys && (SHARED_OAUTH_PROVIDER_IDS as readonly string[]).includes(id);
  const typeId = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [type, setType] = useState<'shared' | 'standard'>(saved?.type === 'standard' || !shareable ? 'standard' : 'shared');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const action = useAction();
  const on = enabled ?? saved !== undefined;

  const toggle = async (next: boolean) => {
    setEnabled(next);
    setProblem(null);
    setDone(false);
    // Shared keys need nothing more, so a shareable provider is on at once; one needing its own app waits for its keys.
    if (next && !(shareable && type === 'shared')) return;
    if (!(await action.run(() => save(next ? { id, type: 'shared' } : null)))) setEnabled(null);
  };

  const submit = async () => {
    setDone(false);
    setProblem(null);
    const keptSecret = secret === '' ? saved?.clientSecret : secret;
    if (type === 'standard' && (clientId.trim() === '' || !keptSecret)) {
      setProblem('Your own OAuth app needs its client ID and client secret.');
      return;
    }
    const next: OAuthProviderConfig = type === 'shared' ? { id, type } : { id, type, client_id: clientId.trim(), client_secret: keptSecret ?? '' };
    if (await action.run(() => save(next))) {
      setSecret('');
      setDone(true);
    }
  };

  const sharedStatus = sharedKeys ? 'On, with shared development keys' : 'On, with shared development keys, which this server does not offer: set your own OAuth app';
  const status = saved ? (saved.type === 'shared' ? sharedStatus : 'On, with your own OAuth app') : 'Off';
  return (
    <li className="provider">
      <Toggle id={`oauth-${id}`} label={name} description={status} checked={on} disabled={action.busy} onChange={(next) => void toggle(next)} />
      {on ? (
        <form
          className="stack provider-form"
          aria-label={`${name} settings`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label htmlFor={typeId}>Keys</label>
            <select id={typeId} className="input" value={type} onChange={(event) => setType(event.currentTarget.value === 'shared' ? 'shared' : 'standard')}>
              {shareable ? <option value="shared">Shared development keys</option> : null}
              <option value="standard">Your own OAuth app</option>
            </select>
          </div>
          {type === 'standard' ? (
            <div className="grid-2">
              <TextField label={`${name} client ID`} value={clientId} onChange={setClientId} autoComplete="off" />
              <TextField
                label={`${name} client secret`}
                type="password"
                value={secret}
                onChange={setSecret}
                autoComplete="new-password"
                hint={secretHint(secret, Boolean(saved?.clientSecret), 'secret')}
              />
            </div>
          ) : null}
          <Alert message={problem ?? action.error} />
          <Alert kind="success" message={done ? `${name} saved.` : null} />
          <div className="actions">
            <button type="submit" className="button small" disabled={action.busy}>
              Save {name}
            </button>
          </div>
        </form>
      ) : (
        <Alert message={action.error} />
      )}
    </li>
  );
}
