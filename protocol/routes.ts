import type * as anonymousRoutes from './anonymous/routes';
import type * as apiKeyRoutes from './api-keys/routes';
import type * as cliLoginRoutes from './cli-login/routes';
import type * as contactChannelRoutes from './contact-channels/routes';
import type * as emailCodeRoutes from './email-code/routes';
import type * as emailRoutes from './emails/routes';
import type * as impersonationRoutes from './impersonation/routes';
import type * as internalApiKeyRoutes from './internal-api-keys/routes';
import type * as jwksRoutes from './jwks/routes';
import type * as metricsRoutes from './metrics/routes';
import type * as mfaRoutes from './mfa/routes';
import type * as oauthRoutes from './oauth/routes';
import type * as passkeyRoutes from './passkeys/routes';
import type * as passwordRoutes from './password/routes';
import type * as permissionRoutes from './permissions/routes';
import type * as projectRoutes from './projects/routes';
import type * as sessionRoutes from './sessions/routes';
import type * as signUpRuleRoutes from './sign-up-rules/routes';
import type * as teamRoutes from './teams/routes';
import type * as userRoutes from './users/routes';
import type * as webhookRoutes from './webhooks/routes';

/**
 * The name of a route in the capability tables (`protocol/<capability>/routes.ts`). Code takes a table as a
 * namespace, `import * as routes from '…/protocol/password/routes'`, so a browser bundle carries only the routes it
 * calls (esbuild drops a namespace's unused members; an object's stay).
 *
 * @example
 * ```ts
 * const name: RouteName = 'passwordSignIn';
 * ```
 */
export type RouteName =
  | keyof typeof anonymousRoutes
  | keyof typeof apiKeyRoutes
  | keyof typeof cliLoginRoutes
  | keyof typeof contactChannelRoutes
  | keyof typeof emailCodeRoutes
  | keyof typeof emailRoutes
  | keyof typeof impersonationRoutes
  | keyof typeof internalApiKeyRoutes
  | keyof typeof jwksRoutes
  | keyof typeof metricsRoutes
  | keyof typeof mfaRoutes
  | keyof typeof oauthRoutes
  | keyof typeof passkeyRoutes
  | keyof typeof passwordRoutes
  | keyof typeof permissionRoutes
  | keyof typeof projectRoutes
  | keyof typeof sessionRoutes
  | keyof typeof signUpRuleRoutes
  | keyof typeof teamRoutes
  | keyof typeof userRoutes
  | keyof typeof webhookRoutes;
