import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HandlerUrls } from '../../core';
import type { ScreenProps } from '../screens/screen-props';

/** One page of `<auth-handler>`: where it lives (a key of the app's handler URLs), Stack's aliases, and its screen. */
export type HandlerPage = {
  route: keyof HandlerUrls;
  /** Other paths under the handler base that show it (Stack's handler answers these, docs/wire.md §8). */
  aliases?: readonly string[];
  /** Its own lazy chunk: a handler page downloads only the screen it shows. */
  screen: LazyExoticComponent<ComponentType<ScreenProps>>;
};

/** The handler's pages. Adding one: a row here and a file in `screens/`. */
export const HANDLER_PAGES: readonly HandlerPage[] = [
  { route: 'signIn', aliases: ['log-in'], screen: lazy(() => import('../screens/sign-in')) },
  { route: 'signUp', aliases: ['register'], screen: lazy(() => import('../screens/sign-up')) },
  { route: 'signOut', screen: lazy(() => import('../screens/sign-out')) },
  { route: 'forgotPassword', screen: lazy(() => import('../screens/forgot-password')) },
  { route: 'passwordReset', screen: lazy(() => import('../screens/password-reset')) },
  { route: 'accountSettings', screen: lazy(() => import('../screens/account-settings')) },
  { route: 'error', screen: lazy(() => import('../screens/error')) },
  { route: 'magicLinkCallback', screen: lazy(() => import('../screens/magic-link-callback')) },
  { route: 'oauthCallback', screen: lazy(() => import('../screens/oauth-callback')) },
  { route: 'emailVerification', screen: lazy(() => import('../screens/email-verification')) },
  { route: 'teamInvitation', screen: lazy(() => import('../screens/team-invitation')) },
  { route: 'mfa', screen: lazy(() => import('../screens/mfa')) },
  { route: 'cliAuthConfirm', screen: lazy(() => import('../screens/cli-auth-confirm')) },
  { route: 'impersonate', screen: lazy(() => import('../screens/impersonate')) },
];

/** What any other path under (or outside) the handler shows. */
export const NOT_FOUND_SCREEN = lazy(() => import('../screens/not-found'));
