import { Hono } from 'hono';
import * as routes from '../../../protocol/anonymous/routes';
import { mount } from '../../kernel/http/mount';
import { anonymousSignUpBody } from '../../../protocol/anonymous/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { clientAddress, requestClient } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { RateLimits } from '../../kernel/limits/rate-limits';
import { passSignInGate } from '../../kernel/sign-in/sign-in-gate';
import { throttleSignUp } from '../../kernel/sign-in/sign-up-throttle';

/**
 * `POST /auth/anonymous/sign-up` (docs/wire.md §4): a new anonymous user and its session, when the project allows
 * anonymous accounts, throttled per client address like every sign-up. The user can later sign up with any method and keep its id (the gate upgrades it).
 */
export function anonymousRoutes(deps: ServerDeps): Hono<AppEnv> {
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.anonymousSignUp,
    endpoint({
      access: ANY_ACCESS,
      body: anonymousSignUpBody,
      handler: async ({ auth, c }) => {
        // Anonymous accounts count against the same per-address sign-up allowance as every other sign-up.
        await throttleSignUp(limits, auth.project.id, clientAddress(c));
        const entry = { kind: 'new', method: 'anonymous', user: { is_anonymous: true } } as const;
        const { is_new_user: _new, ...tokens } = await passSignInGate(deps, auth.project, entry, requestClient(c));
        return c.json(tokens);
      },
    }),
  );
  return api;
}
