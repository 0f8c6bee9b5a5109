import { callbackUrlOf } from './callback-url';
import { OAUTH_PROVIDER_NAMES, type OAUTH_PROVIDER_IDS } from '../../../protocol/project-config';

/** A client of the provider: one of the OAuth providers Latch knows, which it stands in for. */
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** Where the development identity provider lives on this server, outside `/api/v1`: it is not Latch's API. */
export const DEV_IDP_PATH = '/dev-identity-provider';

/** The provider's issuer identifier (OpenID Connect Discovery §2), which is also the base of its endpoints. */
export function devIdpIssuer(baseUrl: string): string {
  return `${baseUrl}${DEV_IDP_PATH}`;
}

/** The one redirect URI each client may use: Latch's own OAuth callback for that provider (contract, helper I). */
export function devIdpRedirectUri(baseUrl: string, clientId: OAuthProviderId): string {
  return callbackUrlOf(baseUrl, clientId);
}

/** How the sign-in page names the provider it stands in for. */
export function providerName(clientId: OAuthProviderId): string {
  return OAUTH_PROVIDER_NAMES[clientId];
}
