import type { Feature } from '../../kernel/feature';
import { impersonationRoutes } from './routes';

/** The impersonation capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const impersonationFeature: Feature = { name: 'impersonation', routes: impersonationRoutes };
