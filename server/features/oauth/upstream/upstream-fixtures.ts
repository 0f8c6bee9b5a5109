import * as oauth from 'oauth4webapi';
import type { OAuthProviderConfig } from '../../../../protocol/project-config';
import { DEFAULT_PROJECT_CONFIG } from '../../../../protocol/settings/project-settings';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import type { Project } from '../../../kernel/projects/projects';

/** A project (never stored) whose config enables `providers`: what resolveUpstream reads, for its tests. */
export function projectWithProviders(providers: OAuthProviderConfig[]): Project {
  return {
    id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    display_name: 'Shop',
    description: '',
    created_at: 0,
    is_production_mode: false,
    owner_team_id: null,
    logo_url: null,
    logo_full_url: null,
    logo_dark_mode_url: null,
    logo_full_dark_mode_url: null,
    config: { ...DEFAULT_PROJECT_CONFIG, oauth_providers: providers },
  };
}

/** What the authorization server routes keep between authorize and callback for one flow with `provider`. */
export async function newUpstreamFlow(provider: string) {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  return {
    codeVerifier,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    redirectUri: `${TEST_BASE_URL}/api/v1/auth/oauth/callback/${provider}`,
  };
}
