import { atom, type ReadableAtom } from 'nanostores';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';
import { createFailure } from './failure';
import { createFormSubmit, refusalOf, type FormSubmitStore } from './form-submit';
import { isPasswordPolicyFailure, newPasswordErrors } from './new-password-errors';

/**
 * Where the reset page is: checking the link's code, the new-password form, done, or a state of the code that
 * needs a new link (`invalid`: unknown, mistyped or worn out; `expired`; `used`). `unavailable`: the check itself
 * failed (offline…), with the failure shown and a retry.
 */
export type ResetStep = 'checking' | 'form' | 'done' | 'invalid' | 'expired' | 'used' | 'unavailable';

export type PasswordResetFlow = {
  readonly $step: ReadableAtom<ResetStep>;
  /** Why the check failed (`unavailable`). */
  readonly $failure: ReadableAtom<Failure | null>;
  readonly form: FormSubmitStore;
  /** Checks the code (again); the screen calls it once shown. */
  check(): Promise<void>;
};

/** The state a code's refusal puts the page in, or null for a refusal that is not about the code. */
function codeStep(code: string): ResetStep | null {
  if (code === 'VERIFICATION_CODE_EXPIRED') return 'expired';
  if (code === 'VERIFICATION_CODE_ALREADY_USED') return 'used';
  if (code === 'VERIFICATION_CODE_NOT_FOUND' || code === 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED' || code === 'SCHEMA_ERROR') {
    return 'invalid';
  }
  return null;
}

/**
 * The password-reset page (`?code=` from the e-mailed link): the code is checked first, so a dead link says so
 * before anyone types a password; then the new password twice; then "done" (the reset ended every session, so the
 * visitor signs in with the new password).
 */
export function createPasswordReset(env: FlowEnv, code: string | null): PasswordResetFlow {
  const $step = atom<ResetStep>(code ? 'checking' : 'invalid');
  const checkFailure = createFailure(env);
  const form = createFormSubmit(env, {
    order: ['password', 'passwordRepeat'],
    validate: (values) => newPasswordErrors(values, 'password', 'passwordRepeat'),
    send: async (values) => refusalOf(await env.app.resetPassword({ code: code ?? '', password: values.password ?? '' })),
    fieldOf: (failure) => (isPasswordPolicyFailure(failure) ? 'password' : null),
    takeOver: (failure) => {
      const step = codeStep(failure.code);
      if (step) $step.set(step);
      return step !== null;
    },
  });
  form.$done.listen((done) => {
    if (done > 0) $step.set('done');
  });
  return {
    $step,
    $failure: checkFailure.$failure,
    form,
    async check() {
      if (!code) return;
      $step.set('checking');
      checkFailure.clear();
      try {
        const result = await env.app.verifyPasswordResetCode(code);
        if (result.status === 'ok') return $step.set('form');
        const failure = await checkFailure.report(result.error);
        const step = codeStep(failure.code);
        if (step) checkFailure.clear();
        $step.set(step ?? 'unavailable');
      } catch (error) {
        await checkFailure.report(error);
        $step.set('unavailable');
      }
    },
  };
}
