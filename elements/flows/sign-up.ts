import { computed, type ReadableAtom } from 'nanostores';
import { authStep } from './auth-step';
import { createPasswordSubmit, type PasswordSubmitStore, type FieldMessage } from './password-submit';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';
import { createProjectLoad } from './project';
import { validateEmail, validateNewPassword } from './validate-credentials';

type SignUpStep = 'sign-up' | 'sign-up-disabled' | 'signed-in' | 'verify-email' | 'no-method' | null;

export type SignUpFlow = {
  readonly $project: ReturnType<typeof createProjectLoad>['$project'];
  readonly $loadFailure: ReadableAtom<Failure | null>;
  readonly $step: ReadableAtom<SignUpStep>;
  readonly submit: PasswordSubmitStore;
};

/** The field a server error is about, so focus can go there. */
function fieldOf(failure: Failure): string | null {
  if (failure.code === 'USER_EMAIL_ALREADY_EXISTS') return 'email';
  if (failure.code.startsWith('PASSWORD_TOO_') || failure.code === 'PASSWORD_REQUIREMENTS_NOT_MET') return 'password';
  return null;
}

/**
 * `<auth-sign-up>`: e-mail, password and (unless `noPasswordRepeat`) its repetition where the project has passwords
 * (a project with only e-mail code signs up with the code, asking no password), checked here for the minimum
 * length and the repetition and by the server for the rest; "sign-up is closed" when the project says so.
 */
export function createSignUpFlow(env: FlowEnv, options: { afterSignUpUrl?: string | undefined; noRedirect?: boolean; noPasswordRepeat?: boolean }): SignUpFlow {
  const repeat = !options.noPasswordRepeat;
  const project = createProjectLoad(env);
  const submit = createPasswordSubmit(env, {
    order: repeat ? ['email', 'password', 'passwordRepeat'] : ['email', 'password'],
    validate: (values) => {
      const errors: Record<string, FieldMessage> = {};
      const emailError = validateEmail(values.email ?? '');
      if (emailError) errors.email = { key: emailError };
      const passwordErrors = validateNewPassword(values.password ?? '', repeat ? (values.passwordRepeat ?? '') : undefined);
      if (passwordErrors.password) errors.password = { key: passwordErrors.password[0], values: passwordErrors.password[1] };
      if (passwordErrors.repeat) errors.passwordRepeat = { key: passwordErrors.repeat[0], values: passwordErrors.repeat[1] };
      return errors;
    },
    send: async (entered) => {
      const result = await env.app.signUpWithCredential({ ...entered, noRedirect: true });
      // "Last used" (flows/last-used.ts), loaded only now: the sign-up page's first download carries just this line.
      if (result.status === 'ok')
        import('./last-used').then(
          ({ rememberLastUsed }) => rememberLastUsed('password'),
          (error: unknown) => console.error('Latch:', error),
        );
      return result;
    },
    after: { kind: 'signUp', url: options.afterSignUpUrl, noRedirect: options.noRedirect ?? false },
    fieldOf,
  });
  const $step = computed([project.$project, env.app.$user, submit.$state], (value, user, state) =>
    authStep(value, user, state.phase !== 'form', 'sign-up', (config) =>
      !config.credentialEnabled && !config.magicLinkEnabled && !config.enabledOAuthProviders.length ? null : config.signUpEnabled ? 'sign-up' : 'sign-up-disabled',
    ),
  );
  return { $project: project.$project, $loadFailure: project.$failure, $step, submit };
}
