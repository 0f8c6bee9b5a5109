import type { FeatureOwning } from '../../kernel/feature';
import type { DevIdentityProviderTables } from './tables';
import { DEV_IDP_PATH } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';
import { devIdentityProviderOn } from '../../kernel/oauth-addresses/dev-identity-provider-switch';
import { devIdentitiesMigration } from './migrations/2026-11-24-dev-identities';
import { devIdentityGrantsMigration } from './migrations/2026-11-25-dev-identity-grants';
import { devIdentityGrantsIssuedFromMigration } from './migrations/2026-11-26-dev-identity-grants-issued-from';
import { devIdentityProviderRoutes } from './routes';

/** The dev-identity-provider capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const devIdentityProviderFeature: FeatureOwning<DevIdentityProviderTables> = {
  name: 'dev-identity-provider',
  tables: ['dev_identities', 'dev_identity_grants'],
  // Outside /api/v1: an OpenID provider of its own, with its own pages and wire. Switched off, its addresses are
  // simply not served (404).
  site: { path: DEV_IDP_PATH, routes: devIdentityProviderRoutes, on: devIdentityProviderOn },
  migrations: {
    '2026-11-24-dev-identities': devIdentitiesMigration,
    '2026-11-25-dev-identity-grants': devIdentityGrantsMigration,
    '2026-11-26-dev-identity-grants-issued-from': devIdentityGrantsIssuedFromMigration,
  },
};
