import type { Feature } from '../../kernel/feature';
import { jwksRoutes } from './routes';

/** The jwks capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const jwksFeature: Feature = { name: 'jwks', routes: jwksRoutes };
