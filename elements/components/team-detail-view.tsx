import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, type FormEvent } from 'react';
import type { CurrentUser, Team } from '../../core';
import { createTeamDetail } from '../flows/team-detail';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { teamStrings } from '../i18n/en/teams';
import type { TranslationKey } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { useLatch } from '../latch-context';
import { ErrorAlert } from './error-alert';
import { TeamAvatar } from './team-avatar';

const STRINGS = { ...commonStrings, ...teamStrings };
/** The team's API keys (`$manage_api_keys`): the account's API keys chunk, loaded when such a viewer opens the team. */
const TeamApiKeys = lazy(() => import('./api-keys-section').then((module) => ({ default: module.TeamApiKeysSection })));

/**
 * The viewer's permissions in words: the built-in ones (`$…`) by what they allow, a project's own by their id, which
 * its owner chose to be read (e.g. `read:reports`).
 */
function permissionWords(ids: readonly string[], t: Translate): string {
  const words = ids.map((permission) => (Object.hasOwn(teamStrings, `teams.permission.${permission}`) ? t(`teams.permission.${permission}` as TranslationKey) : permission));
  return words.join(', ');
}

/** The value of the named field of a submitted form. */
const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');

/**
 * One team in account settings. Every control is shown only when the viewer holds its permission in the team: name
 * and picture (`$update_team`), members (`$read_members`) and removing them (`$remove_members`), inviting
 * (`$invite_members`) and pending invitations, deleting (`$delete_team`); anyone may edit their own profile in the
 * team and leave it. Leaving and deleting are confirmed first.
 */
export function TeamDetailView({ user, team, onClose }: { user: CurrentUser; team: Team; onClose: () => void }) {
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createTeamDetail(env, user, team, (scope) => user.listPermissions(scope)));
  const detail = useStore(store.$detail);
  const notice = useStore(store.$notice);
  const confirming = useStore(store.$confirming);
  const inviteError = useStore(store.$inviteError);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const inviteInput = useRef<HTMLInputElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => void store.load(), [store]);
  useEffect(() => back.current?.focus(), []);

  // The element's language (docs/i18n.md): dates read as the rest of its text.
  const { lang } = useLatch();
  const can = detail?.abilities;
  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await store.invite(inviteInput.current?.value ?? '')) && inviteInput.current) inviteInput.current.value = '';
  };
  const onConfirm = async () => {
    if (await store.confirm()) onClose();
  };
  return (
    <div className="subsection" aria-busy={detail === undefined || undefined}>
      <div className="row">
        <button ref={back} type="button" part="button" className="button secondary" onClick={onClose}>
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t('teams.back')}
        </button>
        <TeamAvatar team={team} />
        <strong>{team.displayName}</strong>
      </div>
      <ErrorAlert message={failure} />
      <p role="status" className="ok">
        {notice ? t(notice.key, notice.values) : ''}
      </p>
      {detail === undefined ? <div className="skeleton block" /> : null}

      {can?.update ? (
        <form
          className="subsection"
          onSubmit={(event) => {
            event.preventDefault();
            void store.update({ displayName: field(event, 'name'), profileImageUrl: field(event, 'picture') });
          }}
        >
          <h4>{t('teams.settings')}</h4>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('teams.name')}</label>
            <input id={`${id}-name`} name="name" part="input" className="input" defaultValue={team.displayName} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-picture`}>{t('teams.pictureUrl')}</label>
            <input id={`${id}-picture`} name="picture" type="url" part="input" className="input" defaultValue={team.profileImageUrl ?? ''} autoComplete="off" />
          </div>
          <div className="row">
            <button type="submit" part="button" className="button" disabled={busy}>
              {t('common.save')}
            </button>
          </div>
        </form>
      ) : null}

      {detail ? (
        <div className="subsection">
          <h4>{t('teams.members')}</h4>
          <ul className="members" aria-label={t('teams.members')}>
            {(detail.members ?? [{ id: user.id, teamProfile: { displayName: detail.profile.displayName, profileImageUrl: null } }]).map((member) => {
              const name = member.teamProfile.displayName ?? (member.id === user.id ? (user.displayName ?? user.primaryEmail ?? t('teams.unnamed')) : t('teams.unnamed'));
              return (
                <li key={member.id}>
                  <span>
                    {name} {member.id === user.id ? <span className="muted">{t('teams.you')}</span> : null}
                    {member.id === user.id ? (
                      <span className="muted" style={{ display: 'block', fontSize: '.875em' }}>
                        {detail.permissions.length > 0 ? t('teams.yourPermissions', { list: permissionWords(detail.permissions, t) }) : t('teams.noPermissions')}
                      </span>
                    ) : null}
                  </span>
                  {can?.removeMembers && member.id !== user.id ? (
                    <button
                      type="button"
                      part="button"
                      className="button secondary"
                      disabled={busy}
                      aria-label={t('teams.removeLabel', { name })}
                      onClick={() => void store.removeMember(member)}
                    >
                      {t('teams.remove')}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {can?.invite ? (
        <form className="row" noValidate onSubmit={(event) => void onInvite(event)}>
          <label htmlFor={`${id}-invite`} className="visually-hidden">
            {t('teams.inviteEmail')}
          </label>
          <input
            ref={inviteInput}
            id={`${id}-invite`}
            type="email"
            part="input"
            className="input"
            autoComplete="off"
            placeholder={t('teams.inviteEmail')}
            aria-invalid={inviteError ? true : undefined}
            aria-describedby={inviteError ? `${id}-invite-error` : undefined}
            onInput={() => store.editInvite()}
          />
          <button type="submit" part="button" className="button" disabled={busy}>
            {t('teams.invite')}
          </button>
          {inviteError ? (
            <p id={`${id}-invite-error`} className="field-error" role="alert">
              {t(inviteError)}
            </p>
          ) : null}
        </form>
      ) : null}

      {detail?.invitations ? (
        <div className="subsection">
          <h4>{t('teams.invitations')}</h4>
          {detail.invitations.length === 0 ? <p className="muted">{t('teams.noInvitations')}</p> : null}
          <ul className="members" aria-label={t('teams.invitations')}>
            {detail.invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  {invitation.recipientEmail}{' '}
                  <span className="muted">{t('teams.expires', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(invitation.expiresAt) })}</span>
                </span>
                {can?.removeMembers ? (
                  <button
                    type="button"
                    part="button"
                    className="button secondary"
                    disabled={busy}
                    aria-label={t('teams.revokeLabel', { email: invitation.recipientEmail ?? '' })}
                    onClick={() => void store.revoke(invitation)}
                  >
                    {t('teams.revoke')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {detail ? (
        <form
          className="subsection"
          onSubmit={(event) => {
            event.preventDefault();
            void store.saveProfile(field(event, 'profileName'));
          }}
        >
          <h4>{t('teams.yourProfile')}</h4>
          <div className="row">
            <label htmlFor={`${id}-profile`} className="visually-hidden">
              {t('teams.profileName')}
            </label>
            <input
              id={`${id}-profile`}
              name="profileName"
              part="input"
              className="input"
              placeholder={t('teams.profileName')}
              defaultValue={detail.profile.displayName ?? ''}
              autoComplete="off"
            />
            <button type="submit" part="button" className="button secondary" disabled={busy}>
              {t('common.save')}
            </button>
          </div>
        </form>
      ) : null}

      {can?.manageApiKeys ? (
        <Suspense fallback={null}>
          <TeamApiKeys team={team} />
        </Suspense>
      ) : null}

      {confirming ? (
        <div className="row" role="group">
          <span id={`${id}-confirm`}>{t(confirming === 'leave' ? 'teams.leaveConfirm' : 'teams.deleteConfirm', { name: team.displayName })}</span>
          <button type="button" part="button" className="button" autoFocus aria-describedby={`${id}-confirm`} disabled={busy} onClick={() => void onConfirm()}>
            {t(confirming === 'leave' ? 'teams.leave' : 'teams.delete')}
          </button>
          <button type="button" part="button" className="button secondary" onClick={() => store.cancel()}>
            {t('common.cancel')}
          </button>
        </div>
      ) : detail ? (
        <div className="row">
          <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => store.ask('leave')}>
            {t('teams.leave')}
          </button>
          {can?.delete ? (
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => store.ask('delete')}>
              {t('teams.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
