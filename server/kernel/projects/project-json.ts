import type { AdminProjectJson, ClientProjectJson } from '../../../protocol/projects/json';
import { clientSettingValues } from '../../../protocol/settings/setting';
import { PROJECT_SETTINGS } from '../../../protocol/settings/project-settings';
import type { SecretBox } from '../crypto/secret-box';
import { openOAuthClientSecrets } from './oauth-client-secrets';
import type { Project } from './projects';

/** What any caller may read about a project (`GET /projects/current`). */
export function toClientProjectJson(project: Project): ClientProjectJson {
  const { config } = project;
  return {
    id: project.id,
    display_name: project.display_name,
    config: {
      sign_up_enabled: config.sign_up_enabled,
      credential_enabled: config.credential_enabled,
      client_team_creation_enabled: config.client_team_creation_enabled,
      client_user_deletion_enabled: config.client_user_deletion_enabled,
      enabled_oauth_providers: config.oauth_providers.map((p) => ({ id: p.id })),
      domains: config.domains,
      ...clientSettingValues(PROJECT_SETTINGS, config),
    },
  };
}

/**
 * The full project for its admins (`/internal/projects/current`). OAuth client secrets are stored sealed and shown
 * to admins in plain text, as Stack shows them.
 */
export function toAdminProjectJson(project: Project, userCount: number, secrets: SecretBox): AdminProjectJson {
  const { require_email_verification: _verification, require_publishable_client_key: _key, ...config } = project.config;
  return {
    id: project.id,
    display_name: project.display_name,
    description: project.description,
    logo_url: project.logo_url,
    logo_full_url: project.logo_full_url,
    logo_dark_mode_url: project.logo_dark_mode_url,
    logo_full_dark_mode_url: project.logo_full_dark_mode_url,
    created_at_millis: project.created_at,
    is_production_mode: project.is_production_mode,
    owner_team_id: project.owner_team_id,
    onboarding_status: 'completed',
    user_count: userCount,
    config: {
      ...config,
      oauth_providers: openOAuthClientSecrets(secrets, config.oauth_providers).map((p) => ({ ...p, provider_config_id: p.id })),
      enabled_oauth_providers: config.oauth_providers.map((p) => ({ id: p.id })),
    },
  };
}
