import { type ComponentType, lazy } from 'react';
import type { ClientProject, CurrentUser } from '../../core';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { SignOutSection } from '../components/sign-out-section';
import { passkeysUsableHere } from '../flows/passkey-support';

/** A section of `<auth-account-settings>`: what it needs, when it shows, and when its chunk may arrive. */
export type AccountSection = {
  /** Shown only when this says so (the project may still be loading: undefined); absent, always. */
  shown?: (project: ClientProject | undefined, user: CurrentUser) => boolean;
  /**
   * Loads after the card shows, in a Suspense of its own, so the settings' first download does not wait for it; a
   * section without it is part of the first paint (its chunk, if lazy, loads before the card shows).
   */
  later?: true;
} & ({ Section: ComponentType<{ user: CurrentUser }> } | { WithProject: ComponentType<{ user: CurrentUser; project: ClientProject }> });

/**
 * The elements' one list of account settings sections, in page order (Stack's `AccountSettings`, the sections this
 * release has). Adding a section is one row here and its component in `components/`; most are chunks of their own.
 */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { Section: ProfileSection },
  // Its own chunk, without weighing on the screen's first file.
  { Section: lazy(() => import('../components/emails-section')) },
  // Most visits to the settings never change the password.
  { Section: lazy(() => import('../components/password-section')) },
  // With the providers' marks; where the project enables a provider or the user has an OAuth account.
  {
    WithProject: lazy(() => import('../components/connected-accounts-section')),
    shown: (project, user) => project !== undefined && (project.config.enabledOAuthProviders.length > 0 || user.oauthProviders.length > 0),
    later: true,
  },
  // Where the project allows passkeys and the page can use them, or the user still has one (to rename or remove it).
  {
    Section: lazy(() => import('../components/passkeys-section')),
    shown: (project, user) => (project?.config.passkeyEnabled === true && passkeysUsableHere()) || user.passkeyAuthEnabled,
    later: true,
  },
  // otpauth and uqr load only when enrolling.
  { WithProject: lazy(() => import('../components/two-factor-section')), later: true },
  { Section: SessionsSection },
  { Section: lazy(() => import('../components/teams-section')) },
  // It shows itself only where the project allows user API keys.
  { Section: lazy(() => import('../components/api-keys-section')) },
  { Section: SignOutSection },
  // Last, and only where the project lets users delete their account.
  {
    Section: lazy(() => import('../components/delete-account-section')),
    shown: (project) => project?.config.clientUserDeletionEnabled === true,
    later: true,
  },
];
