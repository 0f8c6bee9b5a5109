import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, type FormEvent } from 'react';
import type { CurrentUser } from '../../core';
import { createProjectLoad } from '../flows/project';
import { createTeamsSection } from '../flows/teams-section';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { teamStrings } from '../i18n/en/teams';
import { ErrorAlert } from './error-alert';
import { TeamAvatar } from './team-avatar';

const STRINGS = { ...commonStrings, ...teamStrings };
/** One opened team: its own chunk, loaded when a team is opened, so the settings' first screen does not carry it. */
const TeamDetailView = lazy(() => import('./team-detail-view').then((module) => ({ default: module.TeamDetailView })));
const TEAMS_CSS = `
.teams{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.teams li{display:flex;align-items:center;gap:.625rem;border:1px solid var(--_border);border-radius:var(--_radius);padding:.5rem .75rem}
.teams .team-name{flex:1;min-width:0;overflow-wrap:anywhere;font-weight:500}
.team-avatar{width:2rem;height:2rem;border-radius:calc(var(--_radius) * .6);display:inline-flex;align-items:center;justify-content:center;overflow:hidden;
  background:var(--_primary);color:var(--_on-primary);font-weight:600;font-size:.8rem;flex:none}
.team-avatar img{width:100%;height:100%;object-fit:cover}
.members{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.members li{display:flex;justify-content:space-between;align-items:center;gap:var(--_space);flex-wrap:wrap}
.field-error{color:var(--_error);font-size:.875em;flex-basis:100%}
.subsection{display:flex;flex-direction:column;gap:.5rem}
.subsection h4{margin:0;font-size:1em;font-weight:600}
`;

/**
 * The teams section of account settings: the user's teams (the same list as every `<auth-team-switcher>` on the
 * page), creating one when the project allows it, and one team opened with what the viewer may do in it.
 */
export default function TeamsSection({ user }: { user: CurrentUser }) {
  useStyles(TEAMS_CSS);
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createTeamsSection(env, user));
  const { $project } = useFlow(createProjectLoad);
  const teams = useStore(store.$teams);
  const openId = useStore(store.$openId);
  const project = useStore($project);
  const busy = useStore(store.action.$busy);
  const nameError = useStore(store.$nameError);
  const failure = useFailureMessage(store.action.$failure, t);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const opened = teams?.find((team) => team.id === openId);

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await store.create(input.current?.value ?? '')) && input.current) input.current.value = '';
  };
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('teams.title')}</h3>
      {opened ? (
        <Suspense fallback={<div className="skeleton block" />}>
          <TeamDetailView key={opened.id} user={user} team={opened} onClose={() => store.open(null)} />
        </Suspense>
      ) : (
        <>
          <p className="muted">{t('teams.intro')}</p>
          <ErrorAlert message={failure} />
          {teams === undefined ? (
            <div className="skeleton block" />
          ) : teams === null || teams.length === 0 ? (
            <p>{t('teams.noTeams')}</p>
          ) : (
            <ul className="teams">
              {teams.map((team) => (
                <li key={team.id}>
                  <TeamAvatar team={team} />
                  <span className="team-name">
                    {team.displayName}
                    {user.selectedTeam?.id === team.id ? <span className="muted"> · {t('teams.selected')}</span> : null}
                  </span>
                  <button
                    type="button"
                    part="button"
                    className="button secondary"
                    aria-label={t('teams.openLabel', { name: team.displayName })}
                    onClick={() => store.open(team.id)}
                  >
                    {t('teams.open')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {project?.config.clientTeamCreationEnabled ? (
            <form className="row" noValidate onSubmit={(event) => void onCreate(event)}>
              <label htmlFor={`${id}-new`} className="visually-hidden">
                {t('teams.newTeamName')}
              </label>
              <input
                ref={input}
                id={`${id}-new`}
                part="input"
                className="input"
                autoComplete="off"
                placeholder={t('teams.newTeamName')}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-error` : undefined}
                onInput={() => store.editName()}
              />
              <button type="submit" part="button" className="button" disabled={busy}>
                {t('teams.create')}
              </button>
              {nameError ? (
                <p id={`${id}-error`} className="field-error" role="alert">
                  {t(nameError)}
                </p>
              ) : null}
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
