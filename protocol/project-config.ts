import type { SettingValues } from './settings/setting';
// Type only, and a circle on purpose: the config's type takes the capabilities' settings from the list that in turn
// takes the kernel's defaults from here (settings/project-settings.ts); no value goes round.
import type { PROJECT_SETTINGS } from './settings/project-settings';

/**
 * One OAuth provider of a project: `shared` uses the operator's (or the development) keys, `standard` its own.
 *
 * @example
 * ```ts
 * const github: OAuthProviderConfig = { id: 'github', type: 'standard', client_id: 'Iv1.8a61…', client_secret: '…' };
 * ```
 */
export type OAuthProviderConfig = {
  id: string;
  type: 'shared' | 'standard';
  client_id?: string;
  client_secret?: string;
  facebook_config_id?: string;
  microsoft_tenant_id?: string;
  /** Apple only: the app Bundle IDs whose native Sign in with Apple identity tokens sign in (docs/wire.md §4 "OAuth" 7). */
  apple_bundle_ids?: string[];
};

/**
 * A trusted domain of a project and the path of its auth pages there.
 *
 * @example
 * ```ts
 * const domain: DomainConfig = { domain: 'https://app.example.com', handler_path: '/handler' };
 * ```
 */
export type DomainConfig = { domain: string; handler_path: string };

/**
 * How a project sends e-mail: the shared (development) sender, or its own SMTP server.
 *
 * @example
 * ```ts
 * const email: EmailConfig = { type: 'standard', host: 'smtp.example.com', port: 587, username: 'latch', password: '…', sender_name: 'Example', sender_email: 'no-reply@example.com' };
 * ```
 */
export type EmailConfig =
  | { type: 'shared' }
  | {
      type: 'standard';
      host: string;
      port: number;
      username: string;
      password: string;
      sender_name: string;
      sender_email: string;
    };

/**
 * A project's configuration (docs/product.md §3) as the admin API reads and writes it (docs/wire.md §3 "Project"):
 * the kernel's keys, and the settings each capability adds (protocol/settings/project-settings.ts).
 *
 * @example
 * ```ts
 * const config: ProjectConfig = { ...DEFAULT_PROJECT_CONFIG, sign_up_enabled: false };
 * ```
 */
export type ProjectConfig = BaseProjectConfig & SettingValues<typeof PROJECT_SETTINGS>;

/** The keys of a project's config that belong to the kernel rather than to one capability. */
type BaseProjectConfig = {
  allow_localhost: boolean;
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  client_team_creation_enabled: boolean;
  client_user_deletion_enabled: boolean;
  create_team_on_sign_up: boolean;
  oauth_account_merge_strategy: 'link_method' | 'raise_error' | 'allow_duplicates';
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
  user_default_permissions: { id: string }[];
  domains: DomainConfig[];
  oauth_providers: OAuthProviderConfig[];
  email_config: EmailConfig;
  /**
   * Refresh tokens rotate on every use, and presenting a rotated one ends the session (docs/security.md "Tokens and
   * sessions", RFC 9700 §4.14.2). Off by default: the official `@stackframe/js` client keeps the refresh token it
   * signed in with and never stores the one the token endpoint returns, so with rotation it would be signed out at
   * its second refresh. Turn it on for apps whose client stores the returned token.
   */
  refresh_token_rotation: boolean;
  /** A session not used for this long ends at its next refresh; null: sessions end only at their expiry. */
  refresh_token_idle_timeout_ms: number | null;
  /**
   * Users whose primary e-mail is not verified are restricted (`restricted_reason: email_not_verified`) until they
   * verify it: Stack's `onboarding.requireEmailVerification` (docs/wire.md §3 "Config").
   */
  require_email_verification: boolean;
  /** Client requests must carry a valid publishable client key: Stack's `project.requirePublishableClientKey` (docs/wire.md §1). */
  require_publishable_client_key: boolean;
};

/**
 * Stack Auth's defaults for the kernel's keys of a new project (docs/wire.md §3, §7); with every capability's,
 * they make `DEFAULT_PROJECT_CONFIG` (protocol/settings/project-settings.ts).
 *
 * @example
 * ```ts
 * const config: ProjectConfig = { ...BASE_PROJECT_CONFIG, ...settingDefaults(PROJECT_SETTINGS) };
 * ```
 */
export const BASE_PROJECT_CONFIG: BaseProjectConfig = {
  allow_localhost: true,
  sign_up_enabled: true,
  credential_enabled: true,
  client_team_creation_enabled: false,
  client_user_deletion_enabled: false,
  create_team_on_sign_up: false,
  oauth_account_merge_strategy: 'link_method',
  team_creator_default_permissions: [{ id: 'team_admin' }],
  team_member_default_permissions: [{ id: 'team_member' }],
  user_default_permissions: [],
  domains: [],
  oauth_providers: [],
  email_config: { type: 'shared' },
  refresh_token_rotation: false,
  refresh_token_idle_timeout_ms: null,
  require_email_verification: false,
  require_publishable_client_key: false,
};

/**
 * OAuth providers the product knows (docs/wire.md §3).
 *
 * @example
 * ```ts
 * const provider = z.enum(OAUTH_PROVIDER_IDS); // 'google' | 'github' | …
 * ```
 */
export const OAUTH_PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;
/**
 * Each provider's name as it brands itself, for the pages that name it (dashboard, development identity provider).
 *
 * @example
 * ```ts
 * OAUTH_PROVIDER_NAMES.github; // 'GitHub'
 * ```
 */
export const OAUTH_PROVIDER_NAMES: Record<(typeof OAUTH_PROVIDER_IDS)[number], string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
  spotify: 'Spotify',
  facebook: 'Facebook',
  discord: 'Discord',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  x: 'X',
  twitch: 'Twitch',
};

/**
 * The providers that may use shared development keys (`type: 'shared'`).
 *
 * @example
 * ```ts
 * const canShare = (SHARED_OAUTH_PROVIDER_IDS as readonly string[]).includes(provider.id);
 * ```
 */
export const SHARED_OAUTH_PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify'] as const;
