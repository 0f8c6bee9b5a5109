import type { ClientProject, CurrentUser } from '../../core';
import type { CredentialSubmit } from '../hooks/use-credential-submit';

/** What a credential screen shows besides its form: loading (null), the signed-in card, or "no method". */
type CommonStep = 'signed-in' | 'no-method' | null;

/**
 * Which card a sign-in or sign-up screen shows. While a submit runs the form stays, whatever the session atoms
 * pass through on the way; otherwise: loading until project and user are known, the signed-in card, "no
 * method" when the project allows no password accounts, and else what `byConfig` picks for this project.
 *
 * @example
 * ```ts
 * credentialStep(project, phase, user, 'sign-up', (config) => (config.signUpEnabled ? 'sign-up' : 'sign-up-disabled'));
 * ```
 */
export function credentialStep<Form extends string, Other extends string = never>(
  project: ClientProject | undefined,
  phase: CredentialSubmit['phase'],
  user: CurrentUser | null | undefined,
  form: Form,
  byConfig: (config: ClientProject['config']) => Form | Other = () => form,
): Form | Other | CommonStep {
  if (!project) return null;
  if (phase !== 'form') return form;
  if (user === undefined) return null;
  if (user) return 'signed-in';
  if (!project.config.credentialEnabled) return 'no-method';
  return byConfig(project.config);
}
