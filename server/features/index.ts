import { anonymousRoutes } from './anonymous/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { cliLoginMigration } from './cli-login/migrations/2026-11-27-cli-login';
import { cliLoginRoutes } from './cli-login/routes';
import { projectApiKeys } from './api-keys/migrations/2026-11-23-project-api-keys';
import { contactChannelRoutes } from '../kernel/contact-channels/routes';
import type { Feature } from './feature';
import { emailsRoutes } from './emails/routes';
import { impersonationRoutes } from './impersonation/routes';
import { jwksRoutes } from './jwks/routes';
import { metricsCounts } from './metrics/migrations/2026-11-23-metrics-counts';
import { userActivityDays } from './metrics/migrations/2026-11-23-user-activity-days';
import { metricsRoutes } from './metrics/routes';
import { recordActiveDay } from './metrics/record-active-day';
import { mfaMigration } from './mfa/migrations/2026-11-27-mfa';
import { mfaRoutes } from './mfa/routes';
import { clearSecondFactor } from './mfa/enrolment';
import { forgetTotpSteps } from './mfa/totp-steps';
import { emailCodeRoutes } from './email-code/routes';
import { passkeysMigration } from './passkeys/migrations/2026-11-27-passkeys';
import { passkeyRoutes } from './passkeys/routes';
import { forgetPasskeys } from './passkeys/forget-passkeys';
import { passwordRoutes } from './password/routes';
import { permissionsMigration } from './permissions/migrations/2026-11-23-permissions';
import { permissionRoutes } from './permissions/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { projectKeyRoutes } from '../kernel/project-keys/routes';
import { projectRoutes } from '../kernel/projects/routes';
import { refreshTokenRotation } from '../kernel/sessions/migrations/2026-11-23-refresh-token-rotation';
import { sessionUserAgent } from '../kernel/sessions/migrations/2026-11-23-session-user-agent';
import { sessionsRoutes } from '../kernel/sessions/routes';
import { usersRoutes } from '../kernel/users/routes';
import { userListIndexes } from '../kernel/users/migrations/2026-11-23-user-list-indexes';
import { teamRoutes } from '../kernel/teams/routes';
import { teamInvitationRoutes } from './team-invitations/routes';
import { deleteInvitationCodes } from './team-invitations/team-deleted';
import { teamInvitationsMigration } from './team-invitations/migrations/2026-11-23-team-invitations';
import { webhookRoutes } from './webhooks/routes';
import { signUpRuleRoutes } from './sign-up-rules/routes';
import { devIdentitiesMigration } from './dev-identity-provider/migrations/2026-11-24-dev-identities';
import { devIdentityGrantsMigration } from './dev-identity-provider/migrations/2026-11-25-dev-identity-grants';
import { devIdentityGrantsIssuedFromMigration } from './dev-identity-provider/migrations/2026-11-26-dev-identity-grants-issued-from';
import { oauthMigration } from './oauth/migrations/2026-11-24-oauth';
import { oauthRoutes } from './oauth/routes';
import { redeemOAuthCode } from './oauth/oauth-code-grant';
import { webhooksMigration } from './webhooks/migrations/2026-11-23-webhooks';

/** Every capability the server has. Route paths never overlap across features, so their order does not matter. */
export const features: readonly Feature[] = [
  { name: 'projects', routes: projectRoutes },
  { name: 'project-keys', routes: projectKeyRoutes },
  { name: 'jwks', routes: jwksRoutes },
  { name: 'password', routes: (deps) => passwordRoutes(deps) },
  { name: 'password-reset', routes: passwordResetRoutes },
  { name: 'anonymous', routes: anonymousRoutes },
  { name: 'sessions', routes: sessionsRoutes, migrations: { '2026-11-23-refresh-token-rotation': refreshTokenRotation, '2026-11-23-session-user-agent': sessionUserAgent } },
  { name: 'users', routes: usersRoutes, migrations: { '2026-11-23-user-list-indexes': userListIndexes } },
  { name: 'emails', routes: emailsRoutes },
  { name: 'email-code', routes: emailCodeRoutes },
  { name: 'contact-channels', routes: contactChannelRoutes },
  { name: 'permissions', routes: permissionRoutes, migrations: { '2026-11-23-permissions': permissionsMigration } },
  { name: 'teams', routes: teamRoutes },
  {
    name: 'team-invitations',
    routes: teamInvitationRoutes,
    migrations: { '2026-11-23-team-invitations': teamInvitationsMigration },
    hooks: { teamDeleting: deleteInvitationCodes },
  },
  {
    name: 'metrics',
    routes: metricsRoutes,
    migrations: { '2026-11-23-user-activity-days': userActivityDays, '2026-11-23-metrics-counts': metricsCounts },
    hooks: { sessionActive: recordActiveDay },
  },
  { name: 'api-keys', routes: apiKeyRoutes, migrations: { '2026-11-23-project-api-keys': projectApiKeys } },
  { name: 'webhooks', routes: webhookRoutes, migrations: { '2026-11-23-webhooks': webhooksMigration } },
  { name: 'oauth', routes: oauthRoutes, migrations: { '2026-11-24-oauth': oauthMigration }, hooks: { authorizationCodeGrant: redeemOAuthCode } },
  { name: 'mfa', routes: mfaRoutes, migrations: { '2026-11-27-mfa': mfaMigration }, hooks: { secondFactorRemoved: clearSecondFactor, secondFactorReplaced: forgetTotpSteps } },
  { name: 'passkeys', routes: passkeyRoutes, migrations: { '2026-11-27-passkeys': passkeysMigration }, hooks: { signInCredentialsCleared: forgetPasskeys } },
  { name: 'impersonation', routes: impersonationRoutes },
  { name: 'sign-up-rules', routes: signUpRuleRoutes },
  { name: 'cli-login', routes: cliLoginRoutes, migrations: { '2026-11-27-cli-login': cliLoginMigration } },
  {
    name: 'dev-identity-provider',
    migrations: {
      '2026-11-24-dev-identities': devIdentitiesMigration,
      '2026-11-25-dev-identity-grants': devIdentityGrantsMigration,
      '2026-11-26-dev-identity-grants-issued-from': devIdentityGrantsIssuedFromMigration,
    },
  },
];
