import type { z } from 'zod';
import type { NoBody, Route } from '../route';
import type { SignUpRulesStatsJson, SignUpRulesTestJson } from './json';
import type { signUpRulesTestBody } from './schemas';

/**
 * The admin's tools for sign-up rules (docs/wire.md §4 "Sign-up rules"): run the rules on a sample, and how often each
 * rule matched. The rules themselves are project config (`sign_up_rules`, `PATCH /internal/projects/current`).
 *
 * @example
 * ```ts
 * import * as signUpRuleRoutes from './routes';
 * const result = await call(sender, signUpRuleRoutes.testSignUpRules, { accessType: 'admin', body: { auth_method: 'password', email: 'a@b.c' } });
 * ```
 */
export const testSignUpRules: Route<'POST', '/internal/sign-up-rules-test', z.input<typeof signUpRulesTestBody>, SignUpRulesTestJson, SignUpRulesTestJson, never> = {
  method: 'POST',
  path: '/internal/sign-up-rules-test',
};
export const signUpRulesStats: Route<'GET', '/internal/sign-up-rules-stats', NoBody, SignUpRulesStatsJson, SignUpRulesStatsJson, never> = {
  method: 'GET',
  path: '/internal/sign-up-rules-stats',
};
