import type { Feature } from '../../kernel/feature';
import { passwordRoutes } from './routes';

/** The password capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const passwordFeature: Feature = { name: 'password', routes: passwordRoutes };
