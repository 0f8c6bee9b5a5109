import type { Feature } from '../../kernel/feature';
import { emailsRoutes } from './routes';

/** The emails capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const emailsFeature: Feature = { name: 'emails', routes: emailsRoutes };
