import type { FeatureOwning } from '../../kernel/feature';
import { emailSourcesMigration } from './migrations/2026-11-28-email-sources';
import { emailsRoutes } from './routes';
import type { EmailsTables } from './tables';

/** The emails capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const emailsFeature: FeatureOwning<EmailsTables> = {
  name: 'emails',
  tables: ['email_custom_templates', 'email_themes'],
  routes: emailsRoutes,
  migrations: { '2026-11-28-email-sources': emailSourcesMigration },
};
