import type { Feature } from '../../kernel/feature';
import { configRoutes } from './routes';

/** Stack's config API over the project config (docs/wire.md §3 "Config"): the manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const configFeature: Feature = { name: 'config', routes: configRoutes };
