import type { ClientProjectJson } from '../../protocol/projects/json';

/**
 * The public view of the project (`GET /projects/current`, docs/wire.md §3) in camelCase: which sign-in methods the
 * elements should offer, and the trusted domains.
 *
 * @example
 * ```ts
 * const project = await app.getProject();
 * if (!project.config.signUpEnabled) hideSignUpLink();
 * ```
 */
export type ClientProject = {
  id: string;
  displayName: string;
  config: ClientProjectConfig;
};

/**
 * The settings of a project that any client may read.
 *
 * @example
 * ```ts
 * const { signUpEnabled, credentialEnabled } = (await app.getProject()).config;
 * ```
 */
export type ClientProjectConfig = {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
  enabledOAuthProviders: { id: string }[];
  domains: { domain: string; handlerPath: string }[];
};

/**
 * Reads the client view of a project.
 *
 * @example
 * ```ts
 * const project = clientProjectFromJson(await response.json());
 * ```
 */
export function clientProjectFromJson(json: ClientProjectJson): ClientProject {
  return Object.freeze({ id: json.id, displayName: json.display_name, config: clientConfigFromJson(json.config) });
}

/**
 * The client part of a project config, from either the client or the admin view.
 *
 * @example
 * ```ts
 * const config = clientConfigFromJson(json.config);
 * ```
 */
export function clientConfigFromJson(config: ClientProjectJson['config']): ClientProjectConfig {
  return {
    signUpEnabled: config.sign_up_enabled,
    credentialEnabled: config.credential_enabled,
    magicLinkEnabled: config.magic_link_enabled,
    passkeyEnabled: config.passkey_enabled,
    clientTeamCreationEnabled: config.client_team_creation_enabled,
    clientUserDeletionEnabled: config.client_user_deletion_enabled,
    allowUserApiKeys: config.allow_user_api_keys,
    allowTeamApiKeys: config.allow_team_api_keys,
    enabledOAuthProviders: config.enabled_oauth_providers.map((provider) => ({ id: provider.id })),
    domains: config.domains.map((domain) => ({ domain: domain.domain, handlerPath: domain.handler_path })),
  };
}
