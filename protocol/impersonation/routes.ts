import type { z } from 'zod';
import type { ImpersonationCodeJson } from './json';
import type { SignInJson } from '../sessions/json';
import type { Route } from '../route';
import type { impersonationCodeCreateBody, impersonationSignInBody } from './schemas';

/**
 * "Open the site as this user" (a Latch route, not Stack's; README "Open a site as a user"): the dashboard (admin)
 * or the project's backend (server) makes a one-time code for a user; the site's handler page `impersonate?code=…`
 * signs the browser in with it, in a session marked as impersonation.
 *
 * @example
 * ```ts
 * import * as impersonationRoutes from './routes';
 * const { code } = await call(sender, impersonationRoutes.createImpersonationCode, { body: { user_id } });
 * ```
 */
export const createImpersonationCode: Route<
  'POST',
  '/auth/impersonation/codes',
  z.input<typeof impersonationCodeCreateBody>,
  ImpersonationCodeJson,
  ImpersonationCodeJson,
  never
> = {
  method: 'POST',
  path: '/auth/impersonation/codes',
};
export const impersonationSignIn: Route<'POST', '/auth/impersonation/sign-in', z.input<typeof impersonationSignInBody>, SignInJson, SignInJson, never> = {
  method: 'POST',
  path: '/auth/impersonation/sign-in',
};
