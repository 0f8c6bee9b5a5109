import { Hono } from 'hono';
import * as cliRoutes from '../../../protocol/cli-login/routes';
import { cliLoginCompleteBody, cliLoginPollBody, cliLoginStartBody } from '../../../protocol/cli-login/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { clientAddress } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { RateLimits, type Limit } from '../../kernel/limits/rate-limits';
import { refuseIfOver } from '../../kernel/limits/too-many-requests';
import type { ServerDeps } from '../../server-deps';
import { CliLogins } from './cli-logins';

/** Logins a client address may start per project: a person runs `login` a few times, not hundreds. */
const STARTS_PER_ADDRESS: Limit = { limit: 30, windowMs: 10 * 60_000 };
/** Polls per login: the official client polls every 2 s; one a second, with a minute's burst, is plenty. */
const POLLS_PER_LOGIN: Limit = { limit: 60, windowMs: 60_000 };

/** Command-line login (docs/wire.md §4 "CLI login"): start, poll, and the confirm page's check, claim and complete. */
export function cliLoginRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const logins = new CliLogins(deps);

  mount(
    api,
    cliRoutes.startCliLogin,
    endpoint({
      access: ANY_ACCESS,
      body: cliLoginStartBody,
      handler: async ({ auth, body, c }) => {
        const address = clientAddress(c) ?? 'unknown';
        refuseIfOver([await limits.hit(`cli-login-start:${auth.project.id}:${address}`, STARTS_PER_ADDRESS)], 'Too many command-line logins started. Please try again later.');
        return c.json(await logins.start(auth.project.id, { expiresInMs: body?.expires_in_millis, anonRefreshToken: body?.anon_refresh_token }));
      },
    }),
  );

  mount(
    api,
    cliRoutes.pollCliLogin,
    endpoint({
      access: ANY_ACCESS,
      body: cliLoginPollBody,
      handler: async ({ auth, body, c }) => {
        refuseIfOver([await limits.hit(`cli-login-poll:${auth.project.id}:${body.polling_code}`, POLLS_PER_LOGIN)], 'Polling too fast. Please wait between polls.');
        const answer = await logins.poll(auth.project.id, body.polling_code);
        // The session is handed over with 201, every other state with 200 (the official client tells them apart so).
        return c.json(answer, answer.status === 'success' ? 201 : 200);
      },
    }),
  );

  mount(
    api,
    cliRoutes.completeCliLogin,
    endpoint({
      access: ANY_ACCESS,
      body: cliLoginCompleteBody,
      handler: async ({ auth, body, c }) => {
        const projectId = auth.project.id;
        switch (body.mode ?? 'complete') {
          case 'check':
            return c.json(await logins.check(projectId, body.login_code));
          case 'claim-anon-session':
            return c.json(await logins.claimAnonymousSession(projectId, body.login_code));
          case 'deny':
            await logins.deny(projectId, body.login_code);
            return c.json({ success: true } as const);
          case 'complete':
            await logins.complete(projectId, body.login_code, body.refresh_token, body.new_session === true);
            return c.json({ success: true } as const);
        }
      },
    }),
  );
  return api;
}
