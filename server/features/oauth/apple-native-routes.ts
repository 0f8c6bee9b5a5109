import { Hono } from 'hono';
import type { AppleNativeSignInJson } from '../../../protocol/oauth/json';
import * as routes from '../../../protocol/oauth/routes';
import { appleNativeBody } from '../../../protocol/oauth/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestClient } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { appleNativeSignIn } from './apple-native';

/** `POST /auth/oauth/callback/apple/native`: native Sign in with Apple (an app's identity token). */
export function appleNativeRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.oauthAppleNativeCallback,
    endpoint({
      access: ANY_ACCESS,
      body: appleNativeBody,
      handler: async ({ auth, body, c }) => {
        const answer = await appleNativeSignIn(deps, auth.project, body.id_token, requestClient(c));
        return c.json<AppleNativeSignInJson>(answer);
      },
    }),
  );
  return api;
}
