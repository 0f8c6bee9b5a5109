import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrentUser } from '../../core';
import { createAction } from '../flows/action';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { userButtonStrings } from '../i18n/en/user-button';
import { useLatch } from '../latch-context';
import { Avatar } from './avatar';

/**
 * The signed-in user button: an avatar that opens a menu (WAI-ARIA menu button pattern) with the user's name and
 * e-mail, account settings and sign-out. Enter, Space and the arrow keys open it, arrows/Home/End move, Escape
 * closes it and returns focus, a click outside closes it. For a `guest` (an anonymous session) the menu says
 * "Guest" and offers "Create an account" (the sign-up page; signing up there keeps the guest's user id) instead
 * of account settings.
 */
export function UserMenu({ user, guest = false }: { user: CurrentUser; guest?: boolean }) {
  const { app, host } = useLatch();
  const t = useTranslate(userButtonStrings);
  const action = useFlow(createAction);
  const failure = useFailureMessage(action.$failure, t);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLButtonElement[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const name = guest ? t('userButton.anonymous') : (user.displayName ?? user.primaryEmail ?? t('userButton.anonymous'));
  const entries: { label: string; task: () => Promise<unknown> }[] = [
    guest ? { label: t('userButton.createAccount'), task: () => app.redirectToSignUp() } : { label: t('userButton.accountSettings'), task: () => app.redirectToAccountSettings() },
    { label: t('userButton.signOut'), task: () => user.signOut() },
  ];

  useEffect(() => {
    if (!open) return;
    const list = items.current.filter(Boolean);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      // The element, or (in a React app) what holds the trigger and the menu.
      const inside = host ?? trigger.current?.parentElement;
      if (inside && !event.composedPath().includes(inside)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, host]);

  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    // Open towards the side of the page with more room (user-button-css.ts keeps it within the viewport).
    // `.start` opens the menu from the trigger's inline start (its left, or its right in a right-to-left element).
    const box = trigger.current?.getBoundingClientRect();
    const rtl = trigger.current ? getComputedStyle(trigger.current).direction === 'rtl' : false;
    setStart(((rtl ? innerWidth - (box?.right ?? 0) : (box?.left ?? 0)) ?? 0) * 2 < innerWidth);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items.current.filter(Boolean);
    const active = trigger.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = list.findIndex((item) => item === active?.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Focus goes back to the trigger before the browser moves it, so Tab lands on what follows the button and
      // Shift+Tab on what precedes it (WAI-ARIA menu button). Closing alone would hide the focused item first,
      // and the browser would restart from the trigger itself.
      close(true);
    }
  };

  const run = (task: () => Promise<unknown>) => {
    close(true);
    void action.run(task, { asElement: true });
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
        aria-label={t('userButton.openMenu', { name })}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKey}
      >
        <Avatar imageUrl={user.profileImageUrl} name={user.displayName} email={user.primaryEmail} />
      </button>
      <div part="menu" className={start ? 'menu start' : 'menu'} id={menuId} role="menu" aria-label={name} hidden={!open} onKeyDown={onMenuKey}>
        <div className="who" role="presentation">
          <span className="name">{name}</span>
          {user.primaryEmail && user.primaryEmail !== name ? <span className="email">{user.primaryEmail}</span> : null}
        </div>
        {entries.map((entry, index) => (
          <button
            key={entry.label}
            ref={(item) => {
              if (item) items.current[index] = item;
            }}
            type="button"
            part="menu-item"
            role="menuitem"
            tabIndex={-1}
            onClick={() => run(entry.task)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {failure ? (
        <span className="visually-hidden" role="alert">
          {failure}
        </span>
      ) : null}
    </>
  );
}
