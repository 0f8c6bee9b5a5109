import { Hono } from 'hono';
import * as routes from '../../../protocol/password/routes';
import { mount } from '../../kernel/http/mount';
import { passwordSignInBody, passwordSignUpBody } from '../../../protocol/password/schemas';
import type { AppEnv } from '../../kernel/http/app-env';
import { clientAddress, requestCountry } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { ANY_ACCESS } from '../../kernel/auth/access';
import { signInWithPassword } from './password-sign-in';
import { signUpWithPassword } from './password-sign-up';
import { RateLimits } from '../../kernel/limits/rate-limits';
import { SignInThrottle } from '../../kernel/sign-in/sign-in-throttle';
import { throttleSignUp } from '../../kernel/sign-in/sign-up-throttle';
import { deviceTokenFrom, rememberDevice } from '../../kernel/sign-in/known-places';
import { KNOWN_DEVICE_HEADER } from '../../../protocol/headers';

/**
 * Password sign-up and sign-in (docs/wire.md §4). Failed sign-ins and sign-ups are counted in the database
 * (server/kernel/limits/), so every instance sees the same counts. A successful one answers with a known-device token
 * (`x-latch-known-device`) that spares this device an account-wide lockout later (README "Sign-in limits and
 * lockouts").
 */
export function passwordRoutes(deps: ServerDeps): Hono<AppEnv> {
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const limiter = new SignInThrottle(limits);
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.passwordSignUp,
    endpoint({
      access: ANY_ACCESS,
      body: passwordSignUpBody,
      handler: async ({ auth, body, c }) => {
        await throttleSignUp(limits, auth.project.id, clientAddress(c));
        const tokens = await signUpWithPassword(deps, auth, body, clientAddress(c), c.req.header('user-agent'), requestCountry(c));
        c.header(KNOWN_DEVICE_HEADER, await rememberDevice(deps.db, tokens.user_id, deviceTokenFrom(c.req.header(KNOWN_DEVICE_HEADER))));
        return c.json(tokens);
      },
    }),
  );

  mount(
    api,
    routes.passwordSignIn,
    endpoint({
      access: ANY_ACCESS,
      body: passwordSignInBody,
      handler: async ({ auth, body, c }) => {
        const place = { address: clientAddress(c), device: deviceTokenFrom(c.req.header(KNOWN_DEVICE_HEADER)) };
        const tokens = await signInWithPassword(deps, auth.project, body, place, limiter, c.req.header('user-agent'));
        // Outside Stack's JSON answer, so the official client reads what it always did (README "Sign-in limits and lockouts").
        c.header(KNOWN_DEVICE_HEADER, await rememberDevice(deps.db, tokens.user_id, place.device));
        return c.json(tokens);
      },
    }),
  );
  return api;
}
