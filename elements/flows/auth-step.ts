import type { ClientProject, CurrentUser } from '../../core';
import { mustVerifyEmail } from './after-auth';

/**
 * What a sign-in or sign-up screen shows besides its own form: loading (null), the signed-in card, the
 * verify-your-e-mail step (a user the project restricts until they do), or "no method".
 */
export type CommonStep = 'signed-in' | 'verify-email' | 'no-method' | null;

/**
 * Which card a sign-in or sign-up screen shows. While a submit runs (`held`) the form stays, whatever the session
 * atoms pass through on the way; otherwise: loading until project and user are known, the signed-in card, and else
 * what `byConfig` picks for this project (`null` from it: the project offers nothing this screen can show).
 *
 * @example
 * ```ts
 * authStep(project, user, held, 'sign-up', (config) => (!config.credentialEnabled ? null : config.signUpEnabled ? 'sign-up' : 'sign-up-disabled'));
 * ```
 */
export function authStep<Form extends string, Other extends string = never>(
  project: ClientProject | undefined,
  user: CurrentUser | null | undefined,
  held: boolean,
  form: Form,
  byConfig: (config: ClientProject['config']) => Form | Other | null,
): Form | Other | CommonStep {
  if (!project) return null;
  if (held) return form;
  if (user === undefined) return null;
  if (user) return mustVerifyEmail(user) ? 'verify-email' : 'signed-in';
  return byConfig(project.config) ?? 'no-method';
}
