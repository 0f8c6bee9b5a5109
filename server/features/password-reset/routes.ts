import { Hono } from 'hono';
import { HEADER } from '../../../protocol/headers';
import * as routes from '../../../protocol/password/routes';
import { codeBody } from '../../../protocol/code-schemas';
import { resetPasswordBody, sendResetCodeBody, setPasswordBody, updatePasswordBody } from '../../../protocol/password/reset-schemas';
import { ANY_ACCESS, requireUserOfSchema } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestLocale } from '../../kernel/http/request-locale';
import { clientAddress } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { RateLimits } from '../../kernel/limits/rate-limits';
import type { ServerDeps } from '../../server-deps';
import { SignInThrottle } from '../../kernel/sign-in/sign-in-throttle';
import { setPassword, updatePassword } from './change-password';
import { checkResetCode, resetPassword } from './reset-password';
import { sendResetCode } from './send-reset-code';

const SUCCESS = { success: true } as const;

/**
 * Password recovery (send a reset link, check and use its code) and change (update with the current password, set
 * a first one): docs/wire.md §4. Any access type may call them, as the reference allows; update and set need a user.
 */
export function passwordResetRoutes(deps: ServerDeps): Hono<AppEnv> {
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const limiter = new SignInThrottle(limits);
  const api = new Hono<AppEnv>();

  mount(
    api,
    routes.sendPasswordResetCode,
    endpoint({
      access: ANY_ACCESS,
      body: sendResetCodeBody,
      handler: async ({ auth, body, c }) => c.json(await sendResetCode(deps, limits, auth.project, body, { ip: clientAddress(c), locale: requestLocale(c) })),
    }),
  );
  mount(
    api,
    routes.checkPasswordResetCode,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => c.json(await checkResetCode(deps, auth.project, body.code)),
    }),
  );
  mount(
    api,
    routes.resetPassword,
    endpoint({
      access: ANY_ACCESS,
      body: resetPasswordBody,
      handler: async ({ auth, body, c }) => {
        await resetPassword(deps, auth.project, body);
        return c.json(SUCCESS);
      },
    }),
  );
  mount(
    api,
    routes.updatePassword,
    endpoint({
      access: ANY_ACCESS,
      body: updatePasswordBody,
      handler: async ({ auth, body, c }) => {
        const caller = {
          project: auth.project,
          user: requireUserOfSchema(auth, c.req),
          sessionId: auth.sessionId,
          refreshToken: c.req.header(HEADER.refreshToken),
          ip: clientAddress(c),
        };
        await updatePassword(deps, limiter, caller, body);
        return c.json(SUCCESS);
      },
    }),
  );
  mount(
    api,
    routes.setPassword,
    endpoint({
      access: ANY_ACCESS,
      body: setPasswordBody,
      handler: async ({ auth, body, c }) => {
        await setPassword(deps, auth.project, requireUserOfSchema(auth, c.req), body);
        return c.json(SUCCESS);
      },
    }),
  );
  return api;
}
