import { KnownError } from '../../../protocol/known-error';
import type { SignInMethod } from '../../../protocol/sign-in-method';
import { evaluateSignUpRules, type SignUpRulesTrace } from '../../../protocol/sign-up-rule-engine';
import { signUpRuleContext } from '../../../protocol/sign-up-rules/condition';
import { newId } from '../auth/secrets';
import type { Db } from '../db/open-database';
import type { Project } from '../projects/projects';
import { recordedMethod } from './recorded-method';

/** Stack's words for a refused sign-up; a rule's own message is for its admins only (docs/wire.md §4 "Sign-up rules"). */
const REJECTED = "Your sign up was rejected by an administrator's sign-up rule.";

/** A sign-up as the rules see it. */
export type SignUpAttempt = {
  method: Exclude<SignInMethod, 'anonymous'>;
  email: string | null | undefined;
  oauthProvider?: string | undefined;
  country?: string | undefined;
};

/**
 * The project's sign-up rules on a sign-up (docs/wire.md §4 "Sign-up rules"): every rule that matched is counted for
 * the stats, and a refusal throws `SIGN_UP_REJECTED` (403) with Stack's message, never the rule's.
 */
export async function applySignUpRules(db: Db, project: Project, attempt: SignUpAttempt): Promise<void> {
  const { sign_up_rules: rules, sign_up_rules_default_action: defaultAction } = project.config;
  if (Object.keys(rules).length === 0 && defaultAction === 'allow') return;
  const trace = evaluateSignUpRules(
    rules,
    defaultAction,
    // Rules name methods as Stack's `authMethod` does: e-mail code is `otp`.
    signUpRuleContext({ email: attempt.email, countryCode: attempt.country, authMethod: recordedMethod(attempt.method), oauthProvider: attempt.oauthProvider }),
  );
  await recordTriggers(db, project.id, trace);
  if (!trace.should_allow) throw new KnownError('SIGN_UP_REJECTED', { message: REJECTED });
}

async function recordTriggers(db: Db, projectId: string, trace: SignUpRulesTrace): Promise<void> {
  if (trace.matched_rule_ids.length === 0) return;
  const now = Date.now();
  const actions = new Map(trace.evaluations.map((e) => [e.rule_id, e.rule.action.type]));
  await db
    .insertInto('sign_up_rule_triggers')
    .values(trace.matched_rule_ids.map((ruleId) => ({ id: newId(), project_id: projectId, rule_id: ruleId, action: actions.get(ruleId) ?? 'log', created_at: now })))
    .execute();
}
