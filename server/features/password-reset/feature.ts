import type { Feature } from '../../kernel/feature';
import { passwordResetRoutes } from './routes';

/** The password-reset capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const passwordResetFeature: Feature = { name: 'password-reset', routes: passwordResetRoutes };
