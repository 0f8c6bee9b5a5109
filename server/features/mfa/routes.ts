import { Hono } from 'hono';
import type { AccessType } from '../../../protocol/headers';
import { KnownError } from '../../../protocol/known-error';
import * as routes from '../../../protocol/mfa/routes';
import { mfaSignInBody, totpEnableBody, totpProofBody } from '../../../protocol/mfa/schemas';
import { ANY_ACCESS, requireUser } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestClient } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { RateLimits } from '../../kernel/limits/rate-limits';
import type { ServerDeps } from '../../server-deps';
import type { UserRecord } from '../../kernel/users/user-record';
import { disableTotp, enableTotp, recoveryCodesRemaining, regenerateRecoveryCodes } from './enrolment';
import { signInWithSecondFactor } from './mfa-sign-in';

/** The enrolment routes act on the signed-in user: client access, or server access with the user's token. */
const USER_ACCESS: readonly AccessType[] = ['client', 'server'];

/** A signed-in user who may have a second factor: an anonymous user has no account to protect. */
function enrollingUser(auth: RequestAuth): UserRecord {
  const user = requireUser(auth);
  if (user.is_anonymous) throw new KnownError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
  return user;
}

/**
 * Two-factor sign-in (docs/wire.md §4 "MFA"): Stack's `/auth/mfa/sign-in` (with Latch's recovery-code form) and
 * Latch's enrolment routes. Wrong codes count per user in the database (second-factor.ts `WRONG_FACTOR_LIMIT`).
 */
export function mfaRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const withLimits = { ...deps, limits };

  mount(
    api,
    routes.mfaSignIn,
    endpoint({
      access: ANY_ACCESS,
      body: mfaSignInBody,
      handler: async ({ auth, body, c }) => c.json(await signInWithSecondFactor(withLimits, auth.project, body, requestClient(c))),
    }),
  );

  mount(
    api,
    routes.enableTotp,
    endpoint({
      access: USER_ACCESS,
      body: totpEnableBody,
      handler: async ({ auth, body, c }) => c.json({ recovery_codes: await enableTotp(withLimits, enrollingUser(auth), body.totp_secret_base64, body.totp) }),
    }),
  );

  mount(
    api,
    routes.disableTotp,
    endpoint({
      access: USER_ACCESS,
      body: totpProofBody,
      handler: async ({ auth, body, c }) => {
        await disableTotp(withLimits, enrollingUser(auth), body.totp);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.regenerateRecoveryCodes,
    endpoint({
      access: USER_ACCESS,
      body: totpProofBody,
      handler: async ({ auth, body, c }) => c.json({ recovery_codes: await regenerateRecoveryCodes(withLimits, enrollingUser(auth), body.totp) }),
    }),
  );

  mount(
    api,
    routes.recoveryCodesStatus,
    endpoint({
      access: USER_ACCESS,
      handler: async ({ auth, c }) => c.json({ remaining: await recoveryCodesRemaining(deps.db, enrollingUser(auth)) }),
    }),
  );
  return api;
}
