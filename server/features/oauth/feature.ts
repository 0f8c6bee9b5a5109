import type { FeatureOwning } from '../../kernel/feature';
import type { OAuthTables } from './tables';
import { oauthMigration } from './migrations/2026-11-24-oauth';
import { redeemOAuthCode } from './oauth-code-grant';
import { oauthRoutes } from './routes';

/** The oauth capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const oauthFeature: FeatureOwning<OAuthTables> = {
  name: 'oauth',
  tables: ['oauth_tokens'],
  routes: oauthRoutes,
  migrations: { '2026-11-24-oauth': oauthMigration },
  hooks: { authorizationCodeGrant: redeemOAuthCode },
};
