import type { FeatureOwning } from '../../kernel/feature';
import type { MetricsTables } from './tables';
import { metricsCounts } from './migrations/2026-11-23-metrics-counts';
import { userActivityDays } from './migrations/2026-11-23-user-activity-days';
import { recordActiveDay } from './record-active-day';
import { metricsRoutes } from './routes';

/** The metrics capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const metricsFeature: FeatureOwning<MetricsTables> = {
  name: 'metrics',
  tables: ['user_activity_days'],
  routes: metricsRoutes,
  migrations: { '2026-11-23-user-activity-days': userActivityDays, '2026-11-23-metrics-counts': metricsCounts },
  hooks: { sessionActive: recordActiveDay },
};
