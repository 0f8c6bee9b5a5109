import type { AdminProjectConfig } from '../../../core';
import type { ProjectConfig } from '../../../protocol/project-config';

type BooleanKey = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

/** One on/off setting of the Authentication screen: its wire key (for the patch) and where the admin view keeps it. */
export type AuthSwitch = { key: BooleanKey; label: string; description: string; read(config: AdminProjectConfig): boolean };

/** How people get in (docs/product.md §3): every method the server supports, anonymous sign-up included. */
export const SIGN_IN_SWITCHES: AuthSwitch[] = [
  { key: 'sign_up_enabled', label: 'Sign-up', description: 'New users may create an account. When off, only existing users can sign in.', read: (c) => c.signUpEnabled },
  { key: 'credential_enabled', label: 'Password', description: 'Sign in and up with an e-mail address and a password.', read: (c) => c.credentialEnabled },
  { key: 'magic_link_enabled', label: 'Magic link and e-mail code', description: 'Sign in with a link or a one-time code sent by e-mail.', read: (c) => c.magicLinkEnabled },
  { key: 'passkey_enabled', label: 'Passkey', description: 'Sign in with a passkey (WebAuthn) the user has added.', read: (c) => c.passkeyEnabled },
  {
    key: 'anonymous_sign_up_enabled',
    label: 'Anonymous users',
    description: 'Visitors may get an anonymous account that they can upgrade later.',
    read: (c) => c.anonymousSignUpEnabled,
  },
];

/** What signed-in users may do for themselves. */
export const USER_SWITCHES: AuthSwitch[] = [
  {
    key: 'client_team_creation_enabled',
    label: 'Users can create teams',
    description: 'Signed-in users may create teams from the site.',
    read: (c) => c.clientTeamCreationEnabled,
  },
  {
    key: 'client_user_deletion_enabled',
    label: 'Users can delete their account',
    description: 'Account settings offer “Delete account”.',
    read: (c) => c.clientUserDeletionEnabled,
  },
  { key: 'create_team_on_sign_up', label: 'Create a team on sign-up', description: 'Every new user gets a personal team.', read: (c) => c.createTeamOnSignUp },
  { key: 'allow_user_api_keys', label: 'User API keys', description: 'Users may create API keys for themselves.', read: (c) => c.allowUserApiKeys },
  { key: 'allow_team_api_keys', label: 'Team API keys', description: 'Teams may have API keys.', read: (c) => c.allowTeamApiKeys },
];
