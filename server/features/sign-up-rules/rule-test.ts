import type { SignUpRulesTestJson } from '../../../protocol/sign-up-rules/json';
import type { SignUpRulesTestBody } from '../../../protocol/sign-up-rules/schemas';
import { evaluateSignUpRules } from '../../../protocol/sign-up-rule-engine';
import { signUpRuleContext } from '../../../protocol/sign-up-rules/condition';
import type { Project } from '../../kernel/projects/projects';

/**
 * `POST /internal/sign-up-rules-test`: the project's rules on a sample, as a sign-up would meet them, without counting
 * any match or creating anything (docs/wire.md §4 "Sign-up rules").
 */
export function testSignUpRules(project: Project, body: SignUpRulesTestBody): SignUpRulesTestJson {
  const context = signUpRuleContext({ email: body.email, countryCode: body.country_code, authMethod: body.auth_method, oauthProvider: body.oauth_provider });
  const trace = evaluateSignUpRules(project.config.sign_up_rules, project.config.sign_up_rules_default_action, context);
  return {
    context: {
      email: context.email,
      email_domain: context.emailDomain,
      country_code: context.countryCode,
      auth_method: context.authMethod,
      oauth_provider: context.oauthProvider,
    },
    evaluations: trace.evaluations.map(({ rule_id, rule, status, error }) => ({
      rule_id,
      display_name: rule.displayName ?? '',
      enabled: rule.enabled,
      condition: rule.condition ?? '',
      status,
      action: rule.action.message === undefined ? { type: rule.action.type } : { type: rule.action.type, message: rule.action.message },
      ...(error === undefined ? {} : { error }),
    })),
    outcome: { should_allow: trace.should_allow, decision: trace.decision, decision_rule_id: trace.decision_rule_id, restricted_because_of_rule_id: null },
  };
}
