import { Hono } from 'hono';
import { passwordSignInBody, passwordSignUpBody } from '../../../protocol/schemas/password-auth';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { ANY_ACCESS } from '../../auth/access';
import { signInWithPassword } from './password-sign-in';
import { signUpWithPassword } from './password-sign-up';
import { SignInLimiter } from './sign-in-limiter';

/**
 * Password sign-up and sign-in (stack-api §4). Each app gets its own limiter of failed sign-ins, so the
 * counting lives as long as the server does.
 */
export function passwordRoutes(deps: ServerDeps, limiter = new SignInLimiter()): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post(
    '/auth/password/sign-up',
    endpoint({
      access: ANY_ACCESS,
      body: passwordSignUpBody,
      handler: async ({ auth, body, c }) => c.json(await signUpWithPassword(deps, auth, body, clientAddress(c))),
    }),
  );

  api.post(
    '/auth/password/sign-in',
    endpoint({
      access: ANY_ACCESS,
      body: passwordSignInBody,
      handler: async ({ auth, body, c }) =>
        c.json(await signInWithPassword(deps, auth.project, body, clientAddress(c), limiter)),
    }),
  );
  return api;
}
