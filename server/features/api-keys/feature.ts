import type { FeatureOwning } from '../../kernel/feature';
import type { ApiKeysTables } from './tables';
import { projectApiKeys } from './migrations/2026-11-23-project-api-keys';
import { apiKeyRoutes } from './routes';

/** The api-keys capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const apiKeysFeature: FeatureOwning<ApiKeysTables> = {
  name: 'api-keys',
  tables: ['project_api_keys'],
  routes: apiKeyRoutes,
  migrations: { '2026-11-23-project-api-keys': projectApiKeys },
};
