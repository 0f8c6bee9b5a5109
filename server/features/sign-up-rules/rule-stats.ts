import type { SignUpRulesStatsJson } from '../../../protocol/sign-up-rules/json';
import type { Db } from '../../kernel/db/open-database';

/** The window of the hour-by-hour counts, as Stack's. */
const ANALYTICS_HOURS = 48;
const HOUR_MS = 3_600_000;

/**
 * `GET /internal/sign-up-rules-stats`: each rule's matches (recorded by the sign-in gate, server/kernel/sign-in/sign-up-rules.ts)
 * in the last 48 hours, hour by hour, and ever; rules by id.
 */
export async function signUpRulesStats(db: Db, projectId: string, now: number): Promise<SignUpRulesStatsJson> {
  const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS - (ANALYTICS_HOURS - 1) * HOUR_MS;
  const hours = Array.from({ length: ANALYTICS_HOURS }, (_, i) => firstHour + i * HOUR_MS);
  const recent = await db
    .selectFrom('sign_up_rule_triggers')
    .select(['rule_id', 'action', 'created_at'])
    .where('project_id', '=', projectId)
    .where('created_at', '>=', firstHour)
    .execute();
  const allTime = await db
    .selectFrom('sign_up_rule_triggers')
    .select((eb) => ['rule_id', eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .groupBy('rule_id')
    .execute();

  const byAction = { allow: 0, reject: 0, restrict: 0, log: 0 };
  const perRule = new Map<string, number[]>();
  for (const row of recent) {
    if (row.action in byAction) byAction[row.action as keyof typeof byAction]++;
    const counts = perRule.get(row.rule_id) ?? hours.map(() => 0);
    const index = Math.floor((Number(row.created_at) - firstHour) / HOUR_MS);
    if (index >= 0 && index < ANALYTICS_HOURS) counts[index] = (counts[index] ?? 0) + 1;
    perRule.set(row.rule_id, counts);
  }
  const ever = new Map(allTime.map((row) => [row.rule_id, Number(row.count)]));
  const ruleIds = [...new Set([...perRule.keys(), ...ever.keys()])].sort();
  return {
    rule_triggers: ruleIds.map((ruleId) => {
      const counts = perRule.get(ruleId) ?? hours.map(() => 0);
      const total = counts.reduce((sum, n) => sum + n, 0);
      return {
        rule_id: ruleId,
        total_count: total,
        all_time_count: ever.get(ruleId) ?? total,
        hourly_counts: hours.map((hour, i) => ({ hour: new Date(hour).toISOString(), count: counts[i] ?? 0 })),
      };
    }),
    analytics_hours: ANALYTICS_HOURS,
    total_triggers: recent.length,
    triggers_by_action: byAction,
  };
}
