/**
 * Sign-up rules (docs/wire.md §4 "Sign-up rules"): a project's ordered list of conditions on a sign-up, each allowing,
 * refusing or only counting it, and a default action when none decides. The JSON of a rule is Stack's
 * (`auth.signUpRules.<id>`); its condition is a string in the part of CEL that Stack's rule builder writes. No I/O:
 * the server evaluates with it, the dashboard edits conditions with it.
 */

import { conditionHolds, type SignUpRuleContext } from './sign-up-rules/condition';
import { parseCondition } from './sign-up-rules/condition-parser';

/**
 * What a matching rule does: `allow` and `reject` decide; `log` only counts the match and evaluation goes on.
 *
 * @example
 * ```ts
 * const action: SignUpRuleAction = { type: 'reject', message: 'Only company addresses' };
 * ```
 */
type SignUpRuleAction = { type: 'allow' | 'reject' | 'log'; message?: string | undefined };

/**
 * One rule as stored and as the admin API reads and writes it (Stack's shape).
 *
 * @example
 * ```ts
 * const rule: SignUpRule = { enabled: true, displayName: 'No example.com', priority: 0, condition: 'emailDomain == "example.com"', action: { type: 'reject' } };
 * ```
 */
export type SignUpRule = {
  enabled: boolean;
  displayName?: string | undefined;
  /** Higher first; equal priorities by rule id. */
  priority: number;
  condition?: string | undefined;
  action: SignUpRuleAction;
};

/**
 * How one rule fared: `matched`, `not_matched`, `disabled`, `missing_condition` (no condition), or `error` (a
 * condition that does not parse, which the admin API never stores).
 *
 * @example
 * ```ts
 * const status: SignUpRuleStatus = 'matched';
 * ```
 */
export type SignUpRuleStatus = 'matched' | 'not_matched' | 'disabled' | 'missing_condition' | 'error';

/**
 * The rules' verdict on a sign-up, with each rule's result in the order they ran.
 *
 * @example
 * ```ts
 * const trace = evaluateSignUpRules(config.sign_up_rules, config.sign_up_rules_default_action, sample);
 * if (!trace.should_allow) refuse();
 * ```
 */
export type SignUpRulesTrace = {
  evaluations: { rule_id: string; rule: SignUpRule; status: SignUpRuleStatus; error?: string }[];
  should_allow: boolean;
  decision: 'allow' | 'reject' | 'default-allow' | 'default-reject';
  decision_rule_id: string | null;
  /** Every enabled rule that matched up to the decision (the `log` ones and the deciding one): what the stats count. */
  matched_rule_ids: string[];
};

/**
 * The rules in evaluation order: priority high to low, then id.
 *
 * @example
 * ```ts
 * orderedRules({ b: ruleB, a: ruleA }); // [['a', ruleA], ['b', ruleB]] at equal priority
 * ```
 */
export function orderedRules(rules: Record<string, SignUpRule>): [string, SignUpRule][] {
  return Object.entries(rules).sort(([idA, a], [idB, b]) => b.priority - a.priority || (idA < idB ? -1 : idA > idB ? 1 : 0));
}

/**
 * Runs the rules in order; the first enabled rule that matches with `allow` or `reject` decides, else the default.
 *
 * @example
 * ```ts
 * evaluateSignUpRules({}, 'reject', signUpRuleContext({ authMethod: 'password' })).decision; // 'default-reject'
 * ```
 */
export function evaluateSignUpRules(rules: Record<string, SignUpRule>, defaultAction: 'allow' | 'reject', context: SignUpRuleContext): SignUpRulesTrace {
  const evaluations: SignUpRulesTrace['evaluations'] = [];
  const matched: string[] = [];
  for (const [ruleId, rule] of orderedRules(rules)) {
    if (!rule.enabled) {
      evaluations.push({ rule_id: ruleId, rule, status: 'disabled' });
      continue;
    }
    if (!rule.condition?.trim()) {
      evaluations.push({ rule_id: ruleId, rule, status: 'missing_condition' });
      continue;
    }
    let holds: boolean;
    try {
      holds = conditionHolds(parseCondition(rule.condition), context);
    } catch (error) {
      evaluations.push({ rule_id: ruleId, rule, status: 'error', error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    evaluations.push({ rule_id: ruleId, rule, status: holds ? 'matched' : 'not_matched' });
    if (!holds) continue;
    matched.push(ruleId);
    if (rule.action.type === 'log') continue;
    return { evaluations, should_allow: rule.action.type === 'allow', decision: rule.action.type, decision_rule_id: ruleId, matched_rule_ids: matched };
  }
  const allow = defaultAction !== 'reject';
  return { evaluations, should_allow: allow, decision: allow ? 'default-allow' : 'default-reject', decision_rule_id: null, matched_rule_ids: matched };
}
