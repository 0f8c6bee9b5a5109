import { map, type ReadableAtom } from 'nanostores';
import type { UiStringKey } from '../i18n/en';
import { redirectAfterAuth } from './after-auth';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { rememberLastUsed } from './last-used';
import type { SignInFlow } from './sign-in';
import { validateEmail } from './validate-credentials';

/** Seconds before another code may be asked for: long enough for the first to arrive, short enough to wait for. */
export const RESEND_WAIT_S = 30;

type EmailCodeState = {
  /** The address form, the code form, or (after sign-in) the notice that old credentials were cleared. */
  step: 'email' | 'code' | 'cleared';
  email: string;
  phase: 'idle' | 'sending' | 'checking' | 'redirecting';
  /** What is wrong with the field shown. */
  fieldError: UiStringKey | null;
  failure: Failure | null;
  /** When (epoch ms) "Send a new code" becomes available. */
  resendAt: number;
  /** A new code was sent on request (for the polite status line). */
  resent: boolean;
  /** Where focus goes after this change; `seq` tells two requests for the same place apart. */
  focus: { target: 'email' | 'code' | 'alert' | 'notice'; seq: number } | null;
};

export type EmailCodeStore = {
  readonly $state: ReadableAtom<EmailCodeState>;
  /** Checks the address, mails a code, then shows the code form. */
  send(email: string): Promise<void>;
  /** Signs in with the typed or pasted code. */
  submitCode(typed: string): Promise<void>;
  /** Mails a new code to the same address, once the wait is over. */
  resend(): Promise<void>;
  /** Back to the address form. */
  changeEmail(): void;
  /** After the "credentials cleared" notice: on to the after-sign-in page. */
  continueAfterNotice(): Promise<void>;
  /** The visitor edited the field: its error goes. */
  edit(): void;
};

/** What of a typed or pasted code counts: letters and digits, lower-cased (spaces and dashes dropped). */
export function normalizeTypedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * The "Email me a code" panel (docs/wire.md §4 "OTP / magic link"): the address, then the six-character code (or the
 * link in the mail, which the magic-link-callback page handles), then signed in and redirected like any sign-in
 * (after-sign-up for a new account). When the sign-in cleared credentials an unverified holder had set, the person
 * is told so before the page moves on.
 */
export function createEmailCodeSignIn(
  env: FlowEnv,
  signIn: Pick<SignInFlow, 'hold' | 'afterSignInUrl' | 'noRedirect' | 'pause'> & Partial<Pick<SignInFlow, 'stopAtSecondFactor'>>,
): EmailCodeStore {
  const $state = map<EmailCodeState>({ step: 'email', email: '', phase: 'idle', fieldError: null, failure: null, resendAt: 0, resent: false, focus: null });
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  let nonce = '';
  let isNewUser = false;
  let seq = 0;
  const focus = (target: NonNullable<EmailCodeState['focus']>['target']) => $state.setKey('focus', { target, seq: ++seq });
  $state.listen((state) => signIn.hold('email-code', state.phase !== 'idle' || state.step === 'cleared'));

  const mail = async (email: string): Promise<boolean> => {
    failure.clear();
    $state.set({ ...$state.get(), phase: 'sending', fieldError: null, resent: false });
    try {
      const result = await env.app.sendMagicLinkEmail(email);
      if (result.status === 'error') {
        await failure.report(result.error);
        return false;
      }
      nonce = result.data.nonce;
      return true;
    } catch (error) {
      await failure.report(error);
      return false;
    } finally {
      $state.setKey('phase', 'idle');
    }
  };

  const redirect = async () => {
    if (signIn.noRedirect) return;
    $state.setKey('phase', 'redirecting');
    if (!(await redirectAfterAuth(env, isNewUser ? 'signUp' : 'signIn', signIn.afterSignInUrl))) $state.setKey('phase', 'idle');
  };

  return {
    $state,
    async send(entered) {
      if ($state.get().phase !== 'idle') return;
      const email = entered.trim();
      const invalid = validateEmail(email);
      if (invalid) {
        $state.set({ ...$state.get(), fieldError: invalid });
        return focus('email');
      }
      if (!(await mail(email))) return focus('alert');
      $state.set({ ...$state.get(), step: 'code', email, resendAt: Date.now() + RESEND_WAIT_S * 1000 });
      focus('code');
    },
    async submitCode(typed) {
      if ($state.get().phase !== 'idle' || $state.get().step !== 'code') return;
      const otp = normalizeTypedCode(typed);
      if (!/^[0-9a-z]{6}$/.test(otp)) {
        $state.set({ ...$state.get(), fieldError: 'magicLink.codeInvalid' });
        return focus('code');
      }
      failure.clear();
      $state.set({ ...$state.get(), phase: 'checking', fieldError: null });
      try {
        const { value: result } = await env.act(() => env.app.signInWithMagicLink(otp + nonce, { noRedirect: true }));
        if (result.status === 'error') {
          // A user with a second factor: the card asks for its code in place; this panel has nothing to show.
          if (signIn.stopAtSecondFactor?.(result.error)) {
            rememberLastUsed('email-code');
            return $state.setKey('phase', 'idle');
          }
          await failure.report(result.error);
          $state.setKey('phase', 'idle');
          return focus('alert');
        }
        isNewUser = result.data.isNewUser;
        rememberLastUsed('email-code');
        // Wait for the user, so `latch-signed-in` (with the user) has fired before the page moves on.
        await env.app.getUser();
        await signIn.pause?.();
        if (result.data.credentialsCleared) {
          $state.set({ ...$state.get(), step: 'cleared', phase: 'idle' });
          return focus('notice');
        }
        $state.setKey('phase', 'idle');
        await redirect();
      } catch (error) {
        await failure.report(error);
        $state.setKey('phase', 'idle');
        focus('alert');
      }
    },
    async resend() {
      const state = $state.get();
      if (state.phase !== 'idle' || state.step !== 'code' || Date.now() < state.resendAt) return;
      const sent = await mail(state.email);
      if (!sent) return focus('alert');
      $state.set({ ...$state.get(), resendAt: Date.now() + RESEND_WAIT_S * 1000, resent: true });
      focus('code');
    },
    changeEmail() {
      if ($state.get().phase !== 'idle') return;
      failure.clear();
      nonce = '';
      $state.set({ ...$state.get(), step: 'email', fieldError: null, resent: false });
      focus('email');
    },
    continueAfterNotice: redirect,
    edit() {
      if ($state.get().fieldError) $state.setKey('fieldError', null);
    },
  };
}
