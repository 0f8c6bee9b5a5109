import type { FeatureOwning } from '../../kernel/feature';
import type { MfaTables } from './tables';
import { clearSecondFactor } from './enrolment';
import { mfaMigration } from './migrations/2026-11-27-mfa';
import { mfaRoutes } from './routes';
import { forgetTotpSteps } from './totp-steps';

/** The mfa capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const mfaFeature: FeatureOwning<MfaTables> = {
  name: 'mfa',
  tables: ['mfa_recovery_codes', 'mfa_totp_steps'],
  routes: mfaRoutes,
  migrations: { '2026-11-27-mfa': mfaMigration },
  hooks: { secondFactorRemoved: clearSecondFactor, secondFactorReplaced: forgetTotpSteps },
};
