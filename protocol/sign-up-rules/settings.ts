import { z } from 'zod';
import type { SignUpRule } from '../sign-up-rule-engine';
import { adminSetting } from '../settings/setting';
import { parseCondition } from './condition-parser';

/** A sign-up rule (Stack's shape); its condition must parse (docs/wire.md §4 "Sign-up rules"). */
const signUpRule = z.strictObject({
  enabled: z.boolean(),
  displayName: z.string().max(200).optional(),
  priority: z.number().int().min(0).max(1_000_000),
  condition: z
    .string()
    .max(4_000)
    .superRefine((text, ctx) => {
      try {
        parseCondition(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid condition' });
      }
    })
    .optional(),
  action: z.strictObject({ type: z.enum(['allow', 'reject', 'log']), message: z.string().max(1_000).optional() }),
});

/** Rule ids as Stack's config accepts them (letters, digits, `-` and `_`), at most 100 rules. */
const signUpRules: z.ZodType<Record<string, SignUpRule>> = z
  .record(z.string().regex(/^[a-zA-Z0-9_-]{1,63}$/, 'rule ids are 1-63 letters, digits, - or _'), signUpRule)
  .refine((rules) => Object.keys(rules).length <= 100, 'at most 100 rules');

/**
 * Sign-up rules by id, in Stack's shape (Stack's `auth.signUpRules`), and what happens to a sign-up no rule decides
 * (`auth.signUpRulesDefaultAction`).
 */
export const signUpRuleSettings = {
  sign_up_rules: adminSetting(signUpRules, {}, { path: 'auth.signUpRules', fallback: {} }),
  sign_up_rules_default_action: adminSetting(z.enum(['allow', 'reject']), 'allow', { path: 'auth.signUpRulesDefaultAction', fallback: 'allow' }),
};
