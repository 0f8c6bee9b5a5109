import type { SignUpRulesStatsJson, SignUpRulesTestJson } from '../../protocol/sign-up-rules/json';
import * as signUpRuleRoutes from '../../protocol/sign-up-rules/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';

/**
 * A sample sign-up for `AdminApp.testSignUpRules`; absent fields are unknown.
 *
 * @example
 * ```ts
 * const sample: SignUpRuleSample = { email: 'ann@example.com', authMethod: 'password' };
 * ```
 */
export type SignUpRuleSample = { email?: string | null; authMethod: 'password' | 'otp' | 'oauth' | 'passkey'; oauthProvider?: string | null; countryCode?: string | null };

/**
 * The project's sign-up rules run on a sample (`POST /internal/sign-up-rules-test`); nothing is counted or created.
 *
 * @example
 * ```ts
 * const { outcome } = await testSignUpRules(context, { email: 'a@b.c', authMethod: 'otp' });
 * ```
 */
export function testSignUpRules(context: AppContext, sample: SignUpRuleSample): Promise<SignUpRulesTestJson> {
  return call(context.sender, signUpRuleRoutes.testSignUpRules, {
    accessType: 'admin',
    body: { email: sample.email ?? null, auth_method: sample.authMethod, oauth_provider: sample.oauthProvider ?? null, country_code: sample.countryCode ?? null },
  });
}

/**
 * How many sign-ups each rule matched (`GET /internal/sign-up-rules-stats`).
 *
 * @example
 * ```ts
 * const stats = await loadSignUpRulesStats(context);
 * ```
 */
export function loadSignUpRulesStats(context: AppContext): Promise<SignUpRulesStatsJson> {
  return call(context.sender, signUpRuleRoutes.signUpRulesStats, { accessType: 'admin' });
}
