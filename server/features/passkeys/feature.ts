import type { FeatureOwning } from '../../kernel/feature';
import type { PasskeysTables } from './tables';
import { forgetPasskeys } from './forget-passkeys';
import { passkeysMigration } from './migrations/2026-11-27-passkeys';
import { passkeyRoutes } from './routes';

/** The passkeys capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const passkeysFeature: FeatureOwning<PasskeysTables> = {
  name: 'passkeys',
  tables: ['passkeys'],
  routes: passkeyRoutes,
  migrations: { '2026-11-27-passkeys': passkeysMigration },
  hooks: { signInCredentialsCleared: forgetPasskeys },
};
