import type { DomainConfig, ProjectConfig } from '../project-config';
import type { ClientSettingKey } from '../settings/setting';
import type { PROJECT_SETTINGS } from '../settings/project-settings';

/**
 * `GET /projects/current` (client view, docs/wire.md §3).
 *
 * @example
 * ```ts
 * const project = (await response.json()) as ClientProjectJson;
 * if (!project.config.sign_up_enabled) hideSignUpLink();
 * ```
 */
export type ClientProjectJson = {
  id: string;
  display_name: string;
  config: {
    sign_up_enabled: boolean;
    credential_enabled: boolean;
    client_team_creation_enabled: boolean;
    client_user_deletion_enabled: boolean;
    enabled_oauth_providers: { id: string }[];
    domains: DomainConfig[];
  } & Pick<ProjectConfig, ClientSettingKey<typeof PROJECT_SETTINGS>>;
};

/**
 * `GET|PATCH /internal/projects/current` (admin view, docs/wire.md §3).
 *
 * @example
 * ```ts
 * const project = (await response.json()) as AdminProjectJson;
 * console.log(`${project.display_name}: ${project.user_count} users`);
 * ```
 */
export type AdminProjectJson = {
  id: string;
  display_name: string;
  description: string;
  logo_url: string | null;
  logo_full_url: string | null;
  logo_dark_mode_url: string | null;
  logo_full_dark_mode_url: string | null;
  created_at_millis: number;
  is_production_mode: boolean;
  owner_team_id: string | null;
  onboarding_status: 'completed';
  user_count: number;
  /** Stack's admin view has neither config switch of its `onboarding` and `project` sections; `GET /internal/config` shows them. */
  config: Omit<ProjectConfig, 'oauth_providers' | 'require_email_verification' | 'require_publishable_client_key'> & {
    oauth_providers: (ProjectConfig['oauth_providers'][number] & { provider_config_id: string })[];
    enabled_oauth_providers: { id: string }[];
  };
};
