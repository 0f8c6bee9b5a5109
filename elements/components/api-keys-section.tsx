import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiKey, CurrentUser } from '../../core';
import { apiKeyStatus, createApiKeys, EXPIRY_CHOICES, type ExpiryChoice } from '../flows/api-keys';
import { createProjectLoad } from '../flows/project';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import type { Translate } from '../i18n/translate';
import { apiKeyStrings } from '../i18n/en/api-keys';
import { commonStrings } from '../i18n/en/common';
import { useLatch } from '../latch-context';
import { ErrorAlert } from './error-alert';

const STRINGS = { ...commonStrings, ...apiKeyStrings };
const API_KEYS_CSS = `
.api-keys{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.api-keys li{display:flex;flex-wrap:wrap;align-items:center;gap:.5em;min-width:0}
.api-key-name{font-weight:500;overflow-wrap:anywhere}
.api-key-value{display:block;overflow-wrap:anywhere;font-family:ui-monospace,monospace;padding:.5em .75em;border:1px solid var(--_border);border-radius:var(--_radius)}
.api-key-new{display:flex;flex-direction:column;gap:.5em;padding:calc(var(--_space) * .75);border:1px solid var(--_border);border-radius:var(--_radius)}
.field-error{color:var(--_error);font-size:.875em;flex-basis:100%}
`;

/** A date in the element's language (docs/i18n.md). */
function formatDate(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

/** "ends in abcd · created 1 Mar · expires 1 Apr · Active". */
function describeKey(key: ApiKey, t: Translate, lang: string): string {
  const status = apiKeyStatus(key);
  return [
    t('apiKeys.lastFour', { lastFour: key.value.lastFour }),
    t('apiKeys.created', { date: formatDate(key.createdAt, lang) }),
    key.expiresAt ? t('apiKeys.expires', { date: formatDate(key.expiresAt, lang) }) : t('apiKeys.neverExpires'),
    t(status === 'valid' ? 'apiKeys.valid' : status === 'revoked' ? 'apiKeys.revoked' : 'apiKeys.expired'),
  ].join(' · ');
}

/** Whose keys a section shows: the signed-in user's, or a team's (whose object has the same two methods). */
type KeyOwner = Pick<CurrentUser, 'listApiKeys' | 'createApiKey'>;

/**
 * The API keys section of account settings (Stack's "API Keys" page), shown when the project allows user keys: create a
 * key with a description and an expiry, see its full value once with a copy button, the list by last four with dates
 * and state, and revoke a key after confirming.
 */
export default function ApiKeysSection({ user }: { user: CurrentUser }) {
  return <ApiKeysPanel owner={user} setting="allowUserApiKeys" title="apiKeys.title" intro="apiKeys.intro" />;
}

/**
 * The same for a team's keys, for the team's page (shown when the project allows team keys; managing them needs
 * `$manage_api_keys` in the team, which the page checks before showing it). Load it lazily:
 * `lazy(() => import('./api-keys-section').then((m) => ({ default: m.TeamApiKeysSection })))`.
 */
export function TeamApiKeysSection({ team }: { team: KeyOwner }) {
  return <ApiKeysPanel owner={team} setting="allowTeamApiKeys" title="apiKeys.teamTitle" intro="apiKeys.teamIntro" />;
}

/** `title` tells the two apart where both show on one page: "Your API keys" and, in an opened team, "Team API keys". */
function ApiKeysPanel({
  owner,
  setting,
  title,
  intro,
}: {
  owner: KeyOwner;
  setting: 'allowUserApiKeys' | 'allowTeamApiKeys';
  title: 'apiKeys.title' | 'apiKeys.teamTitle';
  intro: 'apiKeys.intro' | 'apiKeys.teamIntro';
}) {
  useStyles(API_KEYS_CSS);
  const t = useTranslate(STRINGS);
  const { lang } = useLatch();
  const project = useStore(useFlow(createProjectLoad).$project);
  const allowed = project?.config[setting] === true;
  const store = useFlow((env) => createApiKeys(env, owner));
  const keys = useStore(store.$keys);
  const created = useStore(store.$created);
  const copied = useStore(store.$copied);
  const confirming = useStore(store.$confirming);
  const fieldError = useStore(store.$fieldError);
  const notice = useStore(store.$notice);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const [expiry, setExpiry] = useState<ExpiryChoice>('90d');
  const description = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (allowed) void store.load();
  }, [store, allowed]);

  if (!allowed) return null;
  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.create(description.current?.value ?? '', expiry)) {
      if (description.current) description.current.value = '';
    } else if (store.$fieldError.get()) description.current?.focus();
  };
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(title)}</h3>
      <p className="muted">{t(intro)}</p>
      <ErrorAlert message={failure} />
      <p role="status" className="ok">
        {notice ? t(notice.key, notice.values) : copied ? t('apiKeys.copied') : ''}
      </p>
      {created ? (
        <div className="api-key-new" role="group" aria-labelledby={`${id}-new-title`}>
          <strong id={`${id}-new-title`}>{t('apiKeys.createdTitle')}</strong>
          <p>{t('apiKeys.createdOnce')}</p>
          <code className="api-key-value" data-testid="new-api-key">
            {created.value}
          </code>
          <span className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.copy((text) => navigator.clipboard.writeText(text))}>
              {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
            </button>
            <button type="button" part="button" className="button secondary" onClick={() => store.dismissCreated()}>
              {t('apiKeys.done')}
            </button>
          </span>
        </div>
      ) : null}
      {keys === undefined ? null : keys.length === 0 ? (
        <p>{t('apiKeys.none')}</p>
      ) : (
        <ul className="api-keys">
          {keys.map((key) => (
            <li key={key.id}>
              <span className="api-key-name">{key.description}</span> <span className="muted">{describeKey(key, t, lang)}</span>
              {apiKeyStatus(key) !== 'valid' ? null : confirming === key.id ? (
                <span className="row">
                  <span id={`${id}-confirm`}>{t('apiKeys.revokeConfirm', { description: key.description })}</span>
                  <button type="button" part="button" className="button" autoFocus aria-describedby={`${id}-confirm`} disabled={busy} onClick={() => void store.revoke()}>
                    {t('apiKeys.revoke')}
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
                  aria-label={t('apiKeys.revokeLabel', { description: key.description })}
                  onClick={() => store.ask(key.id)}
                >
                  {t('apiKeys.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="row" noValidate onSubmit={(event) => void onCreate(event)}>
        <label htmlFor={`${id}-description`} className="visually-hidden">
          {t('apiKeys.description')}
        </label>
        <input
          ref={description}
          id={`${id}-description`}
          name="description"
          part="input"
          className="input"
          maxLength={1000}
          placeholder={t('apiKeys.description')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <label htmlFor={`${id}-expiry`} className="visually-hidden">
          {t('apiKeys.expiry')}
        </label>
        <select id={`${id}-expiry`} name="expiry" part="input" className="input" value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`apiKeys.expiry.${choice}`)}
            </option>
          ))}
        </select>
        <button type="submit" part="button" className="button" disabled={busy}>
          {t('apiKeys.create')}
        </button>
        {fieldError ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t(fieldError)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
