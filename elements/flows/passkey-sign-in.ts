import { map, type ReadableAtom } from 'nanostores';
import type { Result } from '../../core';
import { redirectAfterAuth } from './after-auth';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import type { SignInFlow } from './sign-in';

type PasskeySignInState = {
  /** `busy` from the button press (or a passkey picked in autofill) until the answer; `redirecting` as the page moves on. */
  phase: 'idle' | 'busy' | 'redirecting';
  failure: Failure | null;
  /** Set when the failure's alert should take focus; `seq` tells two failures apart. */
  focus: { target: 'alert'; seq: number } | null;
  /** Whether the browser's autofill is offering passkeys on the page's `webauthn` input now. */
  autofill: boolean;
};

export type PasskeySignInStore = {
  readonly $state: ReadableAtom<PasskeySignInState>;
  /** "Sign in with a passkey": the browser's passkey dialog, then the page goes on. */
  signIn(): Promise<void>;
  /** Offers passkeys in the autofill of the e-mail field where the browser can (conditional mediation). */
  startAutofill(): Promise<void>;
  /** Leaving the page: the autofill request is cancelled. */
  stop(): void;
};

/** Whether a refusal is the page's own cancellation (a newer passkey request took over): nothing to show. */
function cancelledByPage(error: { code: string; details?: unknown }): boolean {
  return error.code === 'PASSKEY_WEBAUTHN_ERROR' && (error.details as { code?: unknown } | undefined)?.code === 'ERROR_CEREMONY_ABORTED';
}

/**
 * The passkey panel's flow: the button's sign-in and, where the browser supports it, the autofill request that stays
 * open while the card shows (started again after a failed attempt, cancelled when the panel goes). Both end like the
 * other methods: the user loaded (so `latch-signed-in` has fired), then core's redirect rule.
 */
export function createPasskeySignIn(
  env: FlowEnv,
  signIn: Pick<SignInFlow, 'hold' | 'afterSignInUrl' | 'noRedirect'> & Partial<Pick<SignInFlow, 'stopAtSecondFactor'>>,
): PasskeySignInStore {
  const $state = map<PasskeySignInState>({ phase: 'idle', failure: null, focus: null, autofill: false });
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  $state.listen((state) => signIn.hold('passkey', state.phase !== 'idle'));
  let seq = 0;
  let autofill: AbortController | null = null;
  let stopped = false;

  /** Shows what a finished attempt came to; true when it signed in, or stopped at the second factor (the card asks for it). */
  const finish = async (result: Result<unknown>): Promise<boolean> => {
    if (result.status === 'error') {
      $state.setKey('phase', 'idle');
      if (cancelledByPage(result.error)) return false;
      if (signIn.stopAtSecondFactor?.(result.error)) return true;
      await failure.report(result.error);
      $state.setKey('focus', { target: 'alert', seq: ++seq });
      return false;
    }
    await env.app.getUser();
    if (signIn.noRedirect) {
      $state.setKey('phase', 'idle');
      return true;
    }
    $state.setKey('phase', 'redirecting');
    if (!(await redirectAfterAuth(env, 'signIn', signIn.afterSignInUrl))) $state.setKey('phase', 'idle');
    return true;
  };

  const startAutofill = async () => {
    if (autofill || stopped || env.isLeaving()) return;
    const controller = new AbortController();
    autofill = controller;
    let picked = false;
    try {
      $state.setKey('autofill', true);
      const { value: result } = await env.act(() =>
        env.app.signInWithPasskey({
          noRedirect: true,
          autofill: {
            signal: controller.signal,
            onPicked: () => {
              picked = true;
              failure.clear();
              $state.setKey('phase', 'busy');
            },
          },
        }),
      );
      if (result.status === 'ok' && result.data !== 'signed-in') return;
      // Ended without the visitor picking a passkey (the browser has none of this site, passkeys are off…): the
      // autofill is an offer besides the button, with nothing to say.
      if (result.status === 'error' && !picked) return;
      if (autofill === controller) autofill = null;
      $state.setKey('autofill', false);
      // After a passkey was picked and refused, the autofill offers them again; a request that failed to start is not retried.
      if (!(await finish(result)) && picked) await startAutofill();
    } catch (error) {
      // The autofill is an offer besides the button: a failure to start it (offline…) is logged, not shown.
      console.error('Latch:', error);
    } finally {
      if (autofill === controller) autofill = null;
      if (!autofill) $state.setKey('autofill', false);
    }
  };

  return {
    $state,
    startAutofill,
    async signIn() {
      if ($state.get().phase !== 'idle') return;
      failure.clear();
      $state.setKey('phase', 'busy');
      // The dialog's request replaces the autofill one (the library allows one ceremony at a time): let it go now, so
      // a new one can start as soon as this one ends.
      autofill?.abort();
      autofill = null;
      let signedIn = false;
      try {
        const { value: result } = await env.act(() => env.app.signInWithPasskey({ noRedirect: true }));
        signedIn = await finish(result);
      } catch (error) {
        $state.setKey('phase', 'idle');
        await failure.report(error);
        $state.setKey('focus', { target: 'alert', seq: ++seq });
      }
      // Offered again in the background (it stays open: not awaited).
      if (!signedIn) void startAutofill();
    },
    stop() {
      stopped = true;
      autofill?.abort();
      autofill = null;
    },
  };
}
