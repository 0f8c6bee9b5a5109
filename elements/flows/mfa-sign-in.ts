import { map, type ReadableAtom } from 'nanostores';
import { MFA_ATTEMPT_CODE_KEY } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { redirectAfterAuth } from './after-auth';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';

export type MfaMode = 'totp' | 'recovery';

type MfaSignInState = {
  /** The code form, or why there is none: no attempt waiting in this tab, or the attempt can no longer be used. */
  step: 'code' | 'missing' | 'expired';
  mode: MfaMode;
  phase: 'idle' | 'checking' | 'redirecting';
  fieldError: UiStringKey | null;
  failure: Failure | null;
  /** Where focus goes after this change; `seq` tells two requests for the same place apart. */
  focus: { target: 'code' | 'alert' | 'notice'; seq: number } | null;
};

export type MfaSignInStore = {
  readonly $state: ReadableAtom<MfaSignInState>;
  /** Signs in with the typed code of the mode shown (six digits, or a recovery code). */
  submit(typed: string): Promise<void>;
  /** Between the app's code and a recovery code. */
  switchMode(): void;
  /** The visitor edited the field: its error goes. */
  edit(): void;
};

/** Refusals after which the attempt code cannot be used again: the first factor has to be passed again (docs/wire.md §6). */
const ATTEMPT_OVER = new Set(['VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED']);

/**
 * What of a typed code is sent, or null when it cannot be one: six digits (spaces ignored) for the app's code; ten
 * letters and digits, the dash after the fifth optional, for a recovery code.
 *
 * @example
 * ```ts
 * typedSecondFactor('123 456', 'totp'); // '123456'
 * ```
 */
export function typedSecondFactor(typed: string, mode: MfaMode): string | null {
  const value = typed.replace(/\s/g, '');
  if (mode === 'totp') return /^\d{6}$/.test(value) ? value : null;
  return /^[0-9a-z]{5}-?[0-9a-z]{5}$/i.test(value) ? value.toLowerCase() : null;
}

/** The attempt code the first factor left in this tab's session storage, if any. */
function storedAttemptCode(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(MFA_ATTEMPT_CODE_KEY) ?? null;
  } catch {
    // Storage blocked (some privacy settings throw on access): as if nothing was kept.
    return null;
  }
}

/**
 * The second step of a sign-in (docs/wire.md §4 "MFA"): the six digits of the authenticator app, or a recovery code,
 * with the attempt code the first factor answered (given by the sign-in card that stopped, or read from session
 * storage on the handler's mfa page). A wrong code is the catalogue's message; an attempt that is over sends the
 * visitor back to sign in; success goes on like any sign-in (the page's trusted return-to, `afterSignInUrl`, the
 * app's after-sign-in), unless `noRedirect`.
 */
export function createMfaSignIn(
  env: FlowEnv,
  options: { attemptCode?: string | null; afterSignInUrl?: string | undefined; noRedirect?: boolean; hold?(held: boolean): void },
): MfaSignInStore {
  const attemptCode = options.attemptCode ?? storedAttemptCode();
  const $state = map<MfaSignInState>({ step: attemptCode ? 'code' : 'missing', mode: 'totp', phase: 'idle', fieldError: null, failure: null, focus: null });
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  let seq = 0;
  const focus = (target: NonNullable<MfaSignInState['focus']>['target']) => $state.setKey('focus', { target, seq: ++seq });
  if (options.hold) $state.listen((state) => options.hold?.(state.phase !== 'idle'));

  const refused = async (error: unknown) => {
    const shown = await failure.report(error);
    if (ATTEMPT_OVER.has(shown.code)) {
      try {
        globalThis.sessionStorage?.removeItem(MFA_ATTEMPT_CODE_KEY);
      } catch {
        // Storage blocked: nothing was kept there either.
      }
      failure.clear();
      $state.set({ ...$state.get(), step: 'expired', phase: 'idle' });
      return focus('notice');
    }
    $state.set({ ...$state.get(), phase: 'idle' });
    focus('alert');
  };

  return {
    $state,
    async submit(typed) {
      const state = $state.get();
      if (state.phase !== 'idle' || state.step !== 'code' || !attemptCode) return;
      const value = typedSecondFactor(typed, state.mode);
      if (value === null) {
        $state.set({ ...state, fieldError: state.mode === 'totp' ? 'mfa.codeInvalid' : 'mfa.recoveryInvalid' });
        return focus('code');
      }
      failure.clear();
      $state.set({ ...$state.get(), phase: 'checking', fieldError: null });
      try {
        const { value: result } = await env.act(() =>
          state.mode === 'totp' ? env.app.signInWithMfa(value, attemptCode, { noRedirect: true }) : env.app.signInWithRecoveryCode(value, attemptCode, { noRedirect: true }),
        );
        if (result.status === 'error') return await refused(result.error);
        // Wait for the user, so `latch-signed-in` (with the user) has fired before the page moves on.
        await env.app.getUser();
        if (options.noRedirect) return $state.setKey('phase', 'idle');
        $state.setKey('phase', 'redirecting');
        if (!(await redirectAfterAuth(env, 'signIn', options.afterSignInUrl))) $state.setKey('phase', 'idle');
      } catch (error) {
        await refused(error);
      }
    },
    switchMode() {
      const state = $state.get();
      if (state.phase !== 'idle' || state.step !== 'code') return;
      failure.clear();
      $state.set({ ...$state.get(), mode: state.mode === 'totp' ? 'recovery' : 'totp', fieldError: null });
      focus('code');
    },
    edit() {
      if ($state.get().fieldError) $state.setKey('fieldError', null);
    },
  };
}
