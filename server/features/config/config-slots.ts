import { z } from 'zod';
import type { ProjectConfig } from '../../../protocol/project-config';
import { PROJECT_SETTINGS } from '../../../protocol/settings/project-settings';

/** Where Stack keeps a key: `project` (the project-wide `project.*`) or the levels below it (docs/wire.md §3 "Config"). */
type SlotLevel = 'project' | 'environment';

/** What a slot's reader gets besides the config: the project's OAuth secrets opened for admins. */
type RenderContext = { openOAuthProviders: (providers: readonly ProjectConfig['oauth_providers'][number][]) => ProjectConfig['oauth_providers'] };

/**
 * One key of Stack's config and where Latch keeps it. `read` renders the value from the project config; `write`
 * (absent: Latch shows the key but does not take it through the config API) checks an override's value and maps it
 * back, with `fallback` the value of Stack's schema default that `null` (reset) restores.
 */
export type ConfigSlot = {
  path: string;
  level: SlotLevel;
  read: (config: ProjectConfig, context: RenderContext) => unknown;
  write?: { value: z.ZodType; fallback: unknown; apply: (value: never, config: ProjectConfig) => Partial<ProjectConfig> };
  /** Where to change a key Latch shows but does not take here. */
  instead?: string;
};

type BooleanKey = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

/** A yes/no key of Stack's config that is one boolean of Latch's config. */
function flag(path: string, key: BooleanKey, fallback: boolean, level: SlotLevel = 'environment'): ConfigSlot {
  return { path, level, read: (config) => config[key], write: { value: z.boolean(), fallback, apply: (value: boolean) => ({ [key]: value }) } };
}

/** The slots of the capabilities' settings that name a place in Stack's config (protocol/settings/setting.ts). */
function settingSlots(): ConfigSlot[] {
  return Object.entries(PROJECT_SETTINGS).flatMap(([key, setting]) => {
    const stack = 'stack' in setting ? setting.stack : undefined;
    if (!stack) return [];
    return [
      {
        path: stack.path,
        level: stack.level ?? 'environment',
        read: (config: ProjectConfig) => config[key as keyof ProjectConfig],
        write: { value: setting.schema, fallback: stack.fallback, apply: (value: never) => ({ [key]: value }) as Partial<ProjectConfig> },
      },
    ];
  });
}

const PROJECT_PATCH = 'PATCH /internal/projects/current';

/** A permission list as Stack's record of ids (`{ team_admin: true }`). */
function permissionRecord(list: readonly { id: string }[]): Record<string, true> {
  return Object.fromEntries(list.map((p) => [p.id, true as const]));
}

/**
 * Stack's config keys Latch renders, and how each maps onto the project config (docs/wire.md §3 "Config"). A new
 * key of the kernel's config that Stack's config has is one row here (a capability's setting names its place in its
 * own `settings.ts`); the config API reads and writes it from then on.
 * Fallbacks are Stack's schema defaults (what a key reads as when no level sets it).
 */
export const CONFIG_SLOTS: readonly ConfigSlot[] = [
  flag('project.requirePublishableClientKey', 'require_publishable_client_key', false, 'project'),
  flag('auth.allowSignUp', 'sign_up_enabled', true),
  flag('auth.password.allowSignIn', 'credential_enabled', false),
  {
    path: 'auth.oauth.accountMergeStrategy',
    level: 'environment',
    read: (config) => config.oauth_account_merge_strategy,
    write: {
      value: z.enum(['link_method', 'raise_error', 'allow_duplicates']),
      fallback: 'link_method',
      apply: (value: ProjectConfig['oauth_account_merge_strategy']) => ({ oauth_account_merge_strategy: value }),
    },
  },
  {
    path: 'auth.oauth.providers',
    level: 'environment',
    instead: PROJECT_PATCH,
    read: (config, context) =>
      Object.fromEntries(
        context.openOAuthProviders(config.oauth_providers).map((p) => [
          p.id,
          {
            type: p.id,
            isShared: p.type === 'shared',
            ...(p.client_id !== undefined ? { clientId: p.client_id } : {}),
            ...(p.client_secret !== undefined ? { clientSecret: p.client_secret } : {}),
            ...(p.facebook_config_id !== undefined ? { facebookConfigId: p.facebook_config_id } : {}),
            ...(p.microsoft_tenant_id !== undefined ? { microsoftTenantId: p.microsoft_tenant_id } : {}),
            allowSignIn: true,
            allowConnectedAccounts: true,
          },
        ]),
      ),
  },
  flag('domains.allowLocalhost', 'allow_localhost', false),
  {
    path: 'domains.trustedDomains',
    level: 'environment',
    instead: PROJECT_PATCH,
    // Latch's domains have no ids; their place in the list names them.
    read: (config) => Object.fromEntries(config.domains.map((d, i) => [`domain-${i}`, { baseUrl: d.domain, handlerPath: d.handler_path }])),
  },
  flag('teams.createPersonalTeamOnSignUp', 'create_team_on_sign_up', false),
  flag('teams.allowClientTeamCreation', 'client_team_creation_enabled', false),
  flag('users.allowClientUserDeletion', 'client_user_deletion_enabled', false),
  flag('onboarding.requireEmailVerification', 'require_email_verification', false),
  { path: 'rbac.defaultPermissions.teamCreator', level: 'environment', instead: PROJECT_PATCH, read: (config) => permissionRecord(config.team_creator_default_permissions) },
  { path: 'rbac.defaultPermissions.teamMember', level: 'environment', instead: PROJECT_PATCH, read: (config) => permissionRecord(config.team_member_default_permissions) },
  { path: 'rbac.defaultPermissions.signUp', level: 'environment', instead: PROJECT_PATCH, read: (config) => permissionRecord(config.user_default_permissions) },
  {
    path: 'emails.server',
    level: 'environment',
    instead: PROJECT_PATCH,
    read: (config) =>
      config.email_config.type === 'shared'
        ? { isShared: true }
        : {
            isShared: false,
            provider: 'smtp',
            host: config.email_config.host,
            port: config.email_config.port,
            username: config.email_config.username,
            password: config.email_config.password,
            senderName: config.email_config.sender_name,
            senderEmail: config.email_config.sender_email,
          },
  },
  ...settingSlots(),
];

/** Keys of Stack's config that Latch has no counterpart for: refused by name rather than as unknown keys. */
export const STACK_ONLY_KEYS: readonly string[] = [
  'sourceOfTruth',
  'apps',
  'payments',
  'dbSync',
  'dataVault',
  'analytics',
  'rbac.permissions',
  'emails.selectedThemeId',
  'emails.themes',
  'emails.templates',
];
