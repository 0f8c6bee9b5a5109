import type { Feature } from '../../kernel/feature';
import { anonymousRoutes } from './routes';

/** The anonymous capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const anonymousFeature: Feature = { name: 'anonymous', routes: anonymousRoutes };
