import type { ClientProjectJson } from '../../protocol/projects/json';
import { type CamelKeys, camelKeys } from './camel-keys';

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
 * The settings of a project that any client may read: the wire's keys in camelCase (`magic_link_enabled` →
 * `magicLinkEnabled`), so a capability's new client setting (protocol/settings/setting.ts) arrives here by itself.
 *
 * @example
 * ```ts
 * const { signUpEnabled, credentialEnabled } = (await app.getProject()).config;
 * ```
 */
export type ClientProjectConfig = CamelKeys<Omit<ClientProjectJson['config'], 'enabled_oauth_providers' | 'domains'>> & {
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
  const { enabled_oauth_providers: _providers, domains: _domains, ...settings } = config;
  return {
    ...camelKeys(settings),
    enabledOAuthProviders: config.enabled_oauth_providers.map((provider) => ({ id: provider.id })),
    domains: config.domains.map((domain) => ({ domain: domain.domain, handlerPath: domain.handler_path })),
  };
}
