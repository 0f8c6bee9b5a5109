import { Hono } from 'hono';
import * as routes from '../../../protocol/impersonation/routes';
import type { ImpersonationCodeJson } from '../../../protocol/impersonation/json';
import type { SignInJson } from '../../../protocol/sessions/json';
import { KnownError } from '../../../protocol/known-error';
import { impersonationCodeCreateBody, impersonationSignInBody } from '../../../protocol/impersonation/schemas';
import { ANY_ACCESS, SERVER_OR_ADMIN } from '../../kernel/auth/access';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { startSession } from '../../kernel/sessions/issue-session';
import { loadUser } from '../../kernel/users/user-record';

/** What an impersonation code carries until a browser uses it. */
type ImpersonationData = { user_id: string };

/**
 * "Open the site as this user" (README "Open a site as a user"): the dashboard or the project's backend makes a
 * one-time code for a user (5 minutes, stored only as its hash); the site's handler page uses it, once, to start a
 * session as that user marked as impersonation — listed as such to admins, never shown in the user's own list, and
 * not counted as the user being active.
 */
export function impersonationRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const codes = new VerificationCodes(deps.db);

  mount(
    api,
    routes.createImpersonationCode,
    endpoint({
      access: SERVER_OR_ADMIN,
      body: impersonationCodeCreateBody,
      handler: async ({ auth, body, c }) => {
        const user = await loadUser(deps.db, auth.project.id, body.user_id);
        if (!user) throw new KnownError('USER_NOT_FOUND');
        const data: ImpersonationData = { user_id: user.id };
        const created = await codes.create(auth.project.id, 'impersonation', data);
        return c.json({ code: created.code, expires_at_millis: created.expiresAt } satisfies ImpersonationCodeJson);
      },
    }),
  );

  mount(
    api,
    routes.impersonationSignIn,
    endpoint({
      access: ANY_ACCESS,
      body: impersonationSignInBody,
      handler: async ({ auth, body, c }) => {
        const { user_id } = await codes.consume<ImpersonationData>(auth.project.id, 'impersonation', body.code);
        // Deleted since the code was made: the code is used up and there is no one to be.
        const user = await loadUser(deps.db, auth.project.id, user_id);
        if (!user) throw new KnownError('USER_NOT_FOUND');
        const session = await startSession(deps, user, { isImpersonation: true });
        return c.json({ access_token: session.accessToken, refresh_token: session.refreshToken, user_id: user.id } satisfies SignInJson);
      },
    }),
  );

  return api;
}
