import { Hono } from 'hono';
import * as routes from '../../../protocol/email-code/routes';
import { codeBody } from '../../../protocol/code-schemas';
import { otpSendBody } from '../../../protocol/email-code/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestLocale } from '../../kernel/http/request-locale';
import { clientAddress, requestClient } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { RateLimits } from '../../kernel/limits/rate-limits';
import type { ServerDeps } from '../../server-deps';
import { signInWithCode } from './email-code-sign-in';
import { refuseUnlessMagicLinkEnabled, sendSignInCode } from './send-sign-in-code';

/** E-mail sign-in by magic link or typed code (docs/wire.md §4 "OTP / magic link"). */
export function emailCodeRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limits = new RateLimits(deps.db, deps.rateLimitScale);

  mount(
    api,
    routes.otpSendSignInCode,
    endpoint({
      access: ANY_ACCESS,
      body: otpSendBody,
      handler: async ({ auth, body, c }) =>
        c.json(await sendSignInCode(deps, limits, auth.project, { email: body.email, callbackUrl: body.callback_url, address: clientAddress(c), locale: requestLocale(c) })),
    }),
  );

  mount(
    api,
    routes.otpSignIn,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => c.json(await signInWithCode(deps, auth, body.code, requestClient(c))),
    }),
  );

  mount(
    api,
    routes.otpCheckCode,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        refuseUnlessMagicLinkEnabled(auth.project);
        await new VerificationCodes(deps.db).check(auth.project.id, 'magic-link', body.code);
        return c.json({ is_code_valid: true as const });
      },
    }),
  );
  return api;
}
