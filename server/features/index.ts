import { kernelParts } from '../kernel/kernel-parts';
import type { Feature } from '../kernel/feature';
import { configFeature } from './config/feature';
import { jwksFeature } from './jwks/feature';
import { passwordFeature } from './password/feature';
import { passwordResetFeature } from './password-reset/feature';
import { anonymousFeature } from './anonymous/feature';
import { emailsFeature } from './emails/feature';
import { emailCodeFeature } from './email-code/feature';
import { permissionsFeature } from './permission-management/feature';
import { teamInvitationsFeature } from './team-invitations/feature';
import { metricsFeature } from './metrics/feature';
import { apiKeysFeature } from './api-keys/feature';
import { webhooksFeature } from './webhooks/feature';
import { oauthFeature } from './oauth/feature';
import { mfaFeature } from './mfa/feature';
import { passkeysFeature } from './passkeys/feature';
import { impersonationFeature } from './impersonation/feature';
import { cliLoginFeature } from './cli-login/feature';
import { devIdentityProviderFeature } from './dev-identity-provider/feature';
import { signUpRulesFeature } from './sign-up-rules/feature';

/**
 * Every capability the server runs: the kernel's parts, then one manifest per feature (`server/features/<name>/feature.ts`).
 * Adding a capability adds one line here. Route paths never overlap, so the order does not matter.
 */
export const features: readonly Feature[] = [
  ...kernelParts,
  configFeature,
  jwksFeature,
  passwordFeature,
  passwordResetFeature,
  anonymousFeature,
  emailsFeature,
  emailCodeFeature,
  permissionsFeature,
  teamInvitationsFeature,
  metricsFeature,
  apiKeysFeature,
  webhooksFeature,
  oauthFeature,
  mfaFeature,
  passkeysFeature,
  impersonationFeature,
  cliLoginFeature,
  devIdentityProviderFeature,
  signUpRulesFeature,
];
