import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ELEMENT_EVENTS } from '../../protocol/elements';
import { createAction } from '../flows/action';
import { createProjectLoad } from '../flows/project';
import { createTeamSwitcher } from '../flows/team-switcher';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { teamStrings } from '../i18n/en/teams';
import { useLatch } from '../latch-context';
import { dispatchLatchEvent } from '../runtime/dispatch-latch-event';
import { TeamAvatar } from './team-avatar';

/**
 * `<auth-team-switcher>`: a button naming the user's current team that opens a menu (WAI-ARIA menu button, the teams
 * as `menuitemradio`) to switch team, and — when the project lets users create teams — to create one, which becomes
 * the current team. Each switch dispatches `team-changed` with the new team's id. Signed out: a "Sign in" button.
 */
export default function TeamSwitcher() {
  const latch = useLatch();
  const { app, host } = latch;
  const t = useTranslate(teamStrings);
  const store = useFlow((env) => createTeamSwitcher(env, (teamId) => dispatchLatchEvent(host ?? document, ELEMENT_EVENTS.teamChanged, { teamId })));
  const { $project } = useFlow(createProjectLoad);
  const signIn = useFlow(createAction);
  const user = useStore(app.$user);
  const teams = useStore(store.$teams);
  const selectedId = useStore(store.$selectedId);
  const project = useStore($project);
  const busy = useStore(store.action.$busy);
  const nameError = useStore(store.$nameError);
  const failure = useFailureMessage(store.action.$failure, t);
  const signInFailure = useFailureMessage(signIn.$failure, t);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio],[role=menuitem]') ?? [])];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens or changes mode; `close` and `items` are new each render but only read refs and set state
  useEffect(() => {
    if (!open) return;
    if (creating) nameInput.current?.focus();
    else (items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const inside = host ?? trigger.current?.parentElement;
      if (inside && !event.composedPath().includes(inside)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, creating, host]);

  if (user === undefined || (user && teams === undefined)) {
    return (
      <span className="skeleton trigger-skeleton" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  }
  if (user === null || teams === null || teams === undefined) {
    return (
      <>
        <button type="button" part="button" className="button secondary" onClick={() => void signIn.run(() => app.redirectToSignIn(), { asElement: true })}>
          {t('teams.signIn')}
        </button>
        {signInFailure ? (
          <span className="visually-hidden" role="alert">
            {signInFailure}
          </span>
        ) : null}
      </>
    );
  }

  // The user's own record of the team stands in until the list has it (e.g. a team joined in another tab).
  const selected = teams.find((team) => team.id === selectedId) ?? user.selectedTeam;
  const canCreate = project?.config.clientTeamCreationEnabled === true;
  const label = selected ? selected.displayName : t('teams.noTeamSelected');
  function close(returnFocus: boolean) {
    setOpen(false);
    setCreating(false);
    store.editName();
    store.action.clear();
    if (returnFocus) trigger.current?.focus();
  }
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (creating) return;
    const list = items();
    const root = menu.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = list.findIndex((item) => item === root?.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') close(true);
  };
  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.create(nameInput.current?.value ?? '')) close(true);
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        part="button"
        className="trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('teams.switcherLabel', { name: label })}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKey}
      >
        {selected ? <TeamAvatar team={selected} /> : null}
        <span className="label">{label}</span>
        <span className="chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is set, menu or dialog, by the mode */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: as above: a menu and a dialog both take a label */}
      <div ref={menu} part="menu" className="menu" id={menuId} role={creating ? 'dialog' : 'menu'} aria-label={t('teams.yourTeams')} hidden={!open} onKeyDown={onMenuKey}>
        {creating ? (
          <form className="create" noValidate onSubmit={(event) => void onCreate(event)}>
            <label htmlFor={`${menuId}-name`}>{t('teams.newTeamName')}</label>
            <input
              ref={nameInput}
              id={`${menuId}-name`}
              part="input"
              className="input"
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError || failure ? `${menuId}-error` : undefined}
              onInput={() => store.editName()}
            />
            {nameError || failure ? (
              <p id={`${menuId}-error`} className="field-error" role="alert">
                {nameError ? t(nameError) : failure}
              </p>
            ) : null}
            <div className="row">
              <button type="submit" part="button" className="button" disabled={busy}>
                {t('teams.createSubmit')}
              </button>
              <button type="button" part="button" className="button secondary" onClick={() => close(true)}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <div className="heading" role="presentation">
              {t('teams.yourTeams')}
            </div>
            {teams.length === 0 ? (
              <div className="empty" role="presentation">
                {t('teams.noTeams')}
              </div>
            ) : null}
            {teams.map((team) => (
              <button
                key={team.id}
                type="button"
                part="menu-item"
                role="menuitemradio"
                aria-checked={team.id === selectedId}
                tabIndex={-1}
                disabled={busy}
                onClick={() => {
                  close(true);
                  void store.select(team);
                }}
              >
                <span className="check" aria-hidden="true">
                  {team.id === selectedId ? '✓' : ''}
                </span>
                <TeamAvatar team={team} />
                <span className="name">{team.displayName}</span>
              </button>
            ))}
            {canCreate ? (
              <>
                <div className="separator" role="separator" />
                <button type="button" part="menu-item" role="menuitem" tabIndex={-1} onClick={() => setCreating(true)}>
                  {t('teams.create')}
                </button>
              </>
            ) : null}
          </>
        )}
      </div>
      {failure && !creating ? (
        <span className="visually-hidden" role="alert">
          {failure}
        </span>
      ) : null}
    </>
  );
}
