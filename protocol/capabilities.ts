import * as anonymousRoutes from './anonymous/routes';
import * as apiKeyRoutes from './api-keys/routes';
import * as cliLoginRoutes from './cli-login/routes';
import * as configRoutes from './config/routes';
import * as contactChannelRoutes from './contact-channels/routes';
import * as emailCodeRoutes from './email-code/routes';
import * as emailRoutes from './emails/routes';
import * as impersonationRoutes from './impersonation/routes';
import * as internalApiKeyRoutes from './internal-api-keys/routes';
import * as jwksRoutes from './jwks/routes';
import * as metricsRoutes from './metrics/routes';
import * as mfaRoutes from './mfa/routes';
import * as oauthRoutes from './oauth/routes';
import { passkeyErrors } from './passkeys/errors';
import { mfaErrors } from './mfa/errors';
import { cliLoginErrors } from './cli-login/errors';
import { apiKeyErrors } from './api-keys/errors';
import { webhookErrors } from './webhooks/errors';
import { emailErrors } from './emails/errors';
import { oauthErrors } from './oauth/errors';
import * as passkeyRoutes from './passkeys/routes';
import * as passwordRoutes from './password/routes';
import * as permissionRoutes from './permissions/routes';
import * as projectRoutes from './projects/routes';
import * as sessionRoutes from './sessions/routes';
import * as signUpRuleRoutes from './sign-up-rules/routes';
import * as teamRoutes from './teams/routes';
import * as userRoutes from './users/routes';
import * as webhookRoutes from './webhooks/routes';

/**
 * The capabilities of the wire, one folder each (`protocol/<capability>/`): this is protocol's one list, where a new
 * capability adds its route table and, when it has its own, its known errors (ARCHITECTURE.md "Growing the house").
 *
 * Every route of every capability (`protocol/<capability>/routes.ts`), for code that must see them all: the server's mount checks and the tests that walk
 * the whole API. Browser code never imports this (it would carry every route); it imports the capability modules it calls.
 *
 * @example
 * ```ts
 * for (const [name, route] of Object.entries(allRoutes)) console.log(name, route.method, route.path);
 * ```
 */
export const allRoutes = {
  ...anonymousRoutes,
  ...apiKeyRoutes,
  ...cliLoginRoutes,
  ...configRoutes,
  ...contactChannelRoutes,
  ...emailCodeRoutes,
  ...emailRoutes,
  ...impersonationRoutes,
  ...internalApiKeyRoutes,
  ...jwksRoutes,
  ...metricsRoutes,
  ...mfaRoutes,
  ...oauthRoutes,
  ...passkeyRoutes,
  ...passwordRoutes,
  ...permissionRoutes,
  ...projectRoutes,
  ...sessionRoutes,
  ...signUpRuleRoutes,
  ...teamRoutes,
  ...userRoutes,
  ...webhookRoutes,
};

/**
 * The known errors capabilities keep in their own folders (`protocol/<capability>/errors.ts`), with their English
 * messages; known-errors.ts puts them in the one catalogue. Browser code never imports this.
 *
 * @example
 * ```ts
 * capabilityErrors.PASSKEY_NOT_FOUND.status; // 404
 * ```
 */
export const capabilityErrors = {
  ...apiKeyErrors,
  ...cliLoginErrors,
  ...emailErrors,
  ...mfaErrors,
  ...oauthErrors,
  ...webhookErrors,
  ...passkeyErrors,
};
