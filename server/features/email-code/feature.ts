import type { Feature } from '../../kernel/feature';
import { emailCodeRoutes } from './routes';

/** The email-code capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const emailCodeFeature: Feature = { name: 'email-code', routes: emailCodeRoutes };
