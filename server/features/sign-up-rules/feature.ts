import type { Feature } from '../../kernel/feature';
import { signUpRuleRoutes } from './routes';

/** Sign-up rules' admin routes (test a rule set, per-rule stats): the manifest (kernel/feature.ts); the gate evaluates the rules. */
export const signUpRulesFeature: Feature = { name: 'sign-up-rules', routes: signUpRuleRoutes };
