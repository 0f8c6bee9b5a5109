import type { SignUpRuleStatus, SignUpRulesTrace } from '../sign-up-rule-engine';

/**
 * The answer of `POST /internal/sign-up-rules-test` (docs/wire.md §4 "Sign-up rules"): the sample as the rules saw it,
 * each rule's result in evaluation order, and the outcome.
 *
 * @example
 * ```ts
 * if (!result.outcome.should_allow) console.log('refused by', result.outcome.decision_rule_id ?? 'the default');
 * ```
 */
export type SignUpRulesTestJson = {
  context: { email: string; email_domain: string; country_code: string; auth_method: string; oauth_provider: string };
  evaluations: {
    rule_id: string;
    display_name: string;
    enabled: boolean;
    condition: string;
    status: SignUpRuleStatus;
    action: { type: 'allow' | 'reject' | 'log'; message?: string };
    error?: string;
  }[];
  outcome: {
    should_allow: boolean;
    decision: SignUpRulesTrace['decision'];
    decision_rule_id: string | null;
    /** Always null: Latch has no restricted users, so no `restrict` rules. */
    restricted_because_of_rule_id: null;
  };
};

/**
 * The answer of `GET /internal/sign-up-rules-stats`: how many sign-ups each rule matched, in the last
 * `analytics_hours` (hour by hour) and ever.
 *
 * @example
 * ```ts
 * const total = stats.rule_triggers.find((r) => r.rule_id === 'no-example')?.all_time_count ?? 0;
 * ```
 */
export type SignUpRulesStatsJson = {
  rule_triggers: { rule_id: string; total_count: number; all_time_count: number; hourly_counts: { hour: string; count: number }[] }[];
  analytics_hours: number;
  total_triggers: number;
  triggers_by_action: { allow: number; reject: number; restrict: number; log: number };
};
