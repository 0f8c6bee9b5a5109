import type { FeatureOwning } from '../../kernel/feature';
import type { CliLoginTables } from './tables';
import { cliLoginMigration } from './migrations/2026-11-27-cli-login';
import { cliLoginRoutes } from './routes';

/** The cli-login capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const cliLoginFeature: FeatureOwning<CliLoginTables> = {
  name: 'cli-login',
  tables: ['cli_logins'],
  routes: cliLoginRoutes,
  migrations: { '2026-11-27-cli-login': cliLoginMigration },
};
