import type { AdminOAuthProvider } from '../../../core';
import { OAUTH_PROVIDER_IDS, type OAuthProviderConfig } from '../../../protocol/project-config';
import { Alert } from '../../ui/alert';
import { useServerFacts } from '../../server-facts';
import { useProject } from '../project-context';
import { OAuthProviderItem } from './oauth-provider-item';

/** The admin view of a provider back in the wire's shape, its saved secret included (the server needs the whole list). */
function toWire(provider: AdminOAuthProvider): OAuthProviderConfig {
  return {
    id: provider.id,
    type: provider.type,
    ...(provider.clientId !== undefined ? { client_id: provider.clientId } : {}),
    ...(provider.clientSecret !== undefined ? { client_secret: provider.clientSecret } : {}),
    ...(provider.facebookConfigId !== undefined ? { facebook_config_id: provider.facebookConfigId } : {}),
    ...(provider.microsoftTenantId !== undefined ? { microsoft_tenant_id: provider.microsoftTenantId } : {}),
  };
}

/** Every OAuth provider the protocol knows: on or off, with shared keys or the project's own app. */
export function OAuthProviders() {
  const { admin, project, reload } = useProject();
  const { sharedOAuthKeys } = useServerFacts();
  const saved = project.config.oauthProviders;
  // The config holds the enabled providers only: enabling adds one, disabling removes it; the others are sent back as they are.
  const save = async (id: string, next: OAuthProviderConfig | null) => {
    const list = saved.map(toWire).filter((provider) => provider.id !== id);
    await admin.updateProject({ config: { oauth_providers: next ? [...list, next] : list } });
    reload();
  };
  return (
    <>
      <Alert
        kind="info"
        message={
          sharedOAuthKeys
            ? null
            : 'Shared development keys are not available on this server: its operator has switched off the development identity provider. Each provider needs your own OAuth app’s client ID and client secret; a provider still set to shared keys cannot sign anyone in.'
        }
      />
      <ul className="provider-list">
        {OAUTH_PROVIDER_IDS.map((id) => (
          <OAuthProviderItem key={id} id={id} saved={saved.find((provider) => provider.id === id)} sharedKeys={sharedOAuthKeys} save={(next) => save(id, next)} />
        ))}
      </ul>
    </>
  );
}
