import type { FeatureOwning } from '../../kernel/feature';
import type { WebhooksTables } from './tables';
import { webhooksMigration } from './migrations/2026-11-23-webhooks';
import { webhookRoutes } from './routes';

/** The webhooks capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const webhooksFeature: FeatureOwning<WebhooksTables> = {
  name: 'webhooks',
  tables: ['webhook_endpoints', 'webhook_deliveries'],
  routes: webhookRoutes,
  migrations: { '2026-11-23-webhooks': webhooksMigration },
};
