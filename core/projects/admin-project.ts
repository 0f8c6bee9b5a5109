import type { AdminProjectJson } from '../../protocol/projects/json';
import type { ProjectConfig } from '../../protocol/project-config';
import type { PROJECT_SETTINGS } from '../../protocol/settings/project-settings';
import { type CamelKeys, camelKeys } from './camel-keys';
import { clientConfigFromJson, type ClientProject, type ClientProjectConfig } from './client-project';

/**
 * An OAuth provider of a project as the admin sees it.
 *
 * @example
 * ```ts
 * const github = project.config.oauthProviders.find((provider) => provider.id === 'github');
 * ```
 */
export type AdminOAuthProvider = {
  id: string;
  providerConfigId: string;
  type: 'shared' | 'standard';
  clientId?: string;
  clientSecret?: string;
  facebookConfigId?: string;
  microsoftTenantId?: string;
};

/**
 * How the project sends e-mail: the shared development outbox, or its own SMTP server.
 *
 * @example
 * ```ts
 * if (project.config.emailConfig.type === 'standard') console.log(project.config.emailConfig.host);
 * ```
 */
export type AdminEmailConfig = { type: 'shared' } | { type: 'standard'; host: string; port: number; username: string; password: string; senderName: string; senderEmail: string };

/**
 * The admin view of a project's configuration: the client view plus everything only admins see; every
 * capability's settings (protocol/settings/project-settings.ts) in camelCase.
 *
 * @example
 * ```ts
 * const { allowLocalhost, domains } = (await adminApp.getProject()).config;
 * ```
 */
export type AdminProjectConfig = ClientProjectConfig &
  CamelKeys<Pick<ProjectConfig, keyof typeof PROJECT_SETTINGS>> & {
    allowLocalhost: boolean;
    createTeamOnSignUp: boolean;
    oauthAccountMergeStrategy: 'link_method' | 'raise_error' | 'allow_duplicates';
    teamCreatorDefaultPermissions: { id: string }[];
    teamMemberDefaultPermissions: { id: string }[];
    userDefaultPermissions: { id: string }[];
    oauthProviders: AdminOAuthProvider[];
    emailConfig: AdminEmailConfig;
  };

/**
 * The admin view of the project (`GET /internal/projects/current`, docs/wire.md §3) in camelCase. It extends the
 * client view, so an AdminApp's `$project` holds one.
 *
 * @example
 * ```ts
 * const project = await adminApp.getProject();
 * console.log(project.userCount, project.config.allowLocalhost);
 * ```
 */
export type AdminProject = ClientProject & {
  description: string;
  createdAt: Date;
  isProductionMode: boolean;
  ownerTeamId: string | null;
  userCount: number;
  logoUrl: string | null;
  logoFullUrl: string | null;
  logoDarkModeUrl: string | null;
  logoFullDarkModeUrl: string | null;
  config: AdminProjectConfig;
};

/**
 * The fields `AdminApp.updateProject` accepts: top-level fields in camelCase; `config` is passed through as is, in
 * the snake_case keys of the wire (docs/wire.md §3 "PATCH body").
 *
 * @example
 * ```ts
 * await adminApp.updateProject({ displayName: 'Acme', config: { sign_up_enabled: false } });
 * ```
 */
export type AdminProjectPatch = {
  displayName?: string;
  description?: string | null;
  isProductionMode?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  logoDarkModeUrl?: string | null;
  logoFullDarkModeUrl?: string | null;
  config?: Partial<ProjectConfig>;
};

const PATCH_WIRE_NAMES: Record<keyof AdminProjectPatch, string> = {
  displayName: 'display_name',
  description: 'description',
  isProductionMode: 'is_production_mode',
  logoUrl: 'logo_url',
  logoFullUrl: 'logo_full_url',
  logoDarkModeUrl: 'logo_dark_mode_url',
  logoFullDarkModeUrl: 'logo_full_dark_mode_url',
  config: 'config',
};

/**
 * The wire body of a project patch; an unknown key is the caller's mistake (TypeError).
 *
 * @example
 * ```ts
 * adminProjectPatchBody({ displayName: 'Acme' }); // { display_name: 'Acme' }
 * ```
 */
export function adminProjectPatchBody(patch: AdminProjectPatch): Record<string, unknown> {
  if (typeof patch !== 'object' || patch === null) throw new TypeError('updateProject expects an object.');
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const wireName = PATCH_WIRE_NAMES[key as keyof AdminProjectPatch];
    if (wireName === undefined) {
      throw new TypeError(`${JSON.stringify(key)} is not a project field; allowed: ${Object.keys(PATCH_WIRE_NAMES).join(', ')}.`);
    }
    if (value !== undefined) body[wireName] = value;
  }
  return body;
}

/**
 * Reads the admin view of a project.
 *
 * @example
 * ```ts
 * const project = adminProjectFromJson(await response.json());
 * ```
 */
export function adminProjectFromJson(json: AdminProjectJson): AdminProject {
  const { config } = json;
  const emailConfig: AdminEmailConfig =
    config.email_config.type === 'standard'
      ? {
          type: 'standard',
          host: config.email_config.host,
          port: config.email_config.port,
          username: config.email_config.username,
          password: config.email_config.password,
          senderName: config.email_config.sender_name,
          senderEmail: config.email_config.sender_email,
        }
      : { type: 'shared' };
  return Object.freeze({
    id: json.id,
    displayName: json.display_name,
    description: json.description,
    createdAt: new Date(json.created_at_millis),
    isProductionMode: json.is_production_mode,
    ownerTeamId: json.owner_team_id,
    userCount: json.user_count,
    logoUrl: json.logo_url,
    logoFullUrl: json.logo_full_url,
    logoDarkModeUrl: json.logo_dark_mode_url,
    logoFullDarkModeUrl: json.logo_full_dark_mode_url,
    config: {
      // The admin view carries every capability's setting (protocol/settings/project-settings.ts); the client part
      // comes after, so its own readings (domains' `handlerPath`, enabled providers) are not overwritten by wire shapes.
      ...(camelKeys(config) as CamelKeys<Pick<ProjectConfig, keyof typeof PROJECT_SETTINGS>>),
      ...clientConfigFromJson(config),
      allowLocalhost: config.allow_localhost,
      createTeamOnSignUp: config.create_team_on_sign_up,
      oauthAccountMergeStrategy: config.oauth_account_merge_strategy,
      teamCreatorDefaultPermissions: config.team_creator_default_permissions.map(({ id }) => ({ id })),
      teamMemberDefaultPermissions: config.team_member_default_permissions.map(({ id }) => ({ id })),
      userDefaultPermissions: config.user_default_permissions.map(({ id }) => ({ id })),
      oauthProviders: config.oauth_providers.map((provider) => ({
        id: provider.id,
        providerConfigId: provider.provider_config_id,
        type: provider.type,
        ...(provider.client_id !== undefined ? { clientId: provider.client_id } : {}),
        ...(provider.client_secret !== undefined ? { clientSecret: provider.client_secret } : {}),
        ...(provider.facebook_config_id !== undefined ? { facebookConfigId: provider.facebook_config_id } : {}),
        ...(provider.microsoft_tenant_id !== undefined ? { microsoftTenantId: provider.microsoft_tenant_id } : {}),
      })),
      emailConfig,
    },
  });
}
