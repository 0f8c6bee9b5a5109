import { Hono } from 'hono';
import * as routes from '../../../protocol/sign-up-rules/routes';
import { signUpRulesTestBody } from '../../../protocol/sign-up-rules/schemas';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { signUpRulesStats } from './rule-stats';
import { testSignUpRules } from './rule-test';

/** The admin's sign-up rule tools (docs/wire.md §4 "Sign-up rules"): a dry run on a sample, and each rule's matches. */
export function signUpRuleRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(api, routes.testSignUpRules, endpoint({ access: ADMIN_ONLY, body: signUpRulesTestBody, handler: ({ auth, body, c }) => c.json(testSignUpRules(auth.project, body)) }));
  mount(api, routes.signUpRulesStats, endpoint({ access: ADMIN_ONLY, handler: async ({ auth, c }) => c.json(await signUpRulesStats(db, auth.project.id, Date.now())) }));
  return api;
}
