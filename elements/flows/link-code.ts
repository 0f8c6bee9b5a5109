import { map, type ReadableAtom } from 'nanostores';
import type { UiStringKey } from '../i18n/en';
import { redirectAfterAuth } from './after-auth';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { rememberLastUsed } from './last-used';

type LinkCodeState = {
  status: 'working' | 'done' | 'cleared' | 'failed';
  /** The failure as shown; for e-mail verification a clearer sentence replaces the code's message (`reason`). */
  failure: Failure | null;
  reason: UiStringKey | null;
};

export type LinkCodeStore = {
  readonly $state: ReadableAtom<LinkCodeState>;
  /** Uses the link's code, once (a second call while the first runs or after it does nothing). */
  run(): Promise<void>;
  /** After the "credentials cleared" notice: on to the after-sign-in page. */
  continueAfterNotice(): Promise<void>;
};

/** A query parameter of a link (`code` unless named), or '' when it has none. */
export function codeOf(href: string, parameter = 'code'): string {
  try {
    return new URL(href).searchParams.get(parameter)?.trim() ?? '';
  } catch (error) {
    if (error instanceof TypeError) return '';
    throw error;
  }
}

/** Why an e-mail verification link failed, in words a visitor can act on. */
function verificationReason(code: string): UiStringKey {
  if (code === 'VERIFICATION_CODE_EXPIRED') return 'emailVerification.expired';
  if (code === 'VERIFICATION_CODE_ALREADY_USED') return 'emailVerification.used';
  return 'emailVerification.invalid';
}

/** Which link a handler page uses: an e-mail sign-in link, an e-mail verification link, or a dashboard's impersonation link. */
export type LinkCodeKind = 'emailCode' | 'verifyEmail' | 'impersonation';

/**
 * The handler pages a link opens: `magic-link-callback` signs in with the link's code (then the after-sign-in or
 * after-sign-up page), `email-verification` verifies the address, `impersonate` signs in as the user a dashboard
 * chose (README "Open a site as a user"). Each says clearly why a link did not work.
 */
export function createLinkCode(env: FlowEnv, kind: LinkCodeKind, href: string, options: { afterSignInUrl?: string | undefined; noRedirect?: boolean } = {}): LinkCodeStore {
  const $state = map<LinkCodeState>({ status: 'working', failure: null, reason: null });
  const failure = createFailure(env);
  let started = false;
  let isNewUser = false;

  const fail = async (error: unknown) => {
    const shown = await failure.report(error);
    $state.set({ status: 'failed', failure: shown, reason: kind === 'verifyEmail' ? verificationReason(shown.code) : null });
  };
  const redirect = async () => {
    if (options.noRedirect) return;
    await redirectAfterAuth(env, isNewUser ? 'signUp' : 'signIn', options.afterSignInUrl);
  };

  return {
    $state,
    async run() {
      if (started) return;
      started = true;
      const code = codeOf(href);
      if (!code) return $state.set({ status: 'failed', failure: null, reason: kind === 'impersonation' ? 'impersonation.again' : 'linkCode.missing' });
      try {
        if (kind === 'verifyEmail') {
          const result = await env.app.verifyEmail(code);
          if (result.status === 'error') return await fail(result.error);
          return $state.setKey('status', 'done');
        }
        if (kind === 'impersonation') {
          const { value: result } = await env.act(() => env.app.signInWithImpersonationCode(code, { noRedirect: true }));
          if (result.status === 'error') return await fail(result.error);
          await env.app.getUser();
          $state.setKey('status', 'done');
          return await redirect();
        }
        const { value: result } = await env.act(() => env.app.signInWithMagicLink(code, { noRedirect: true }));
        if (result.status === 'error') return await fail(result.error);
        isNewUser = result.data.isNewUser;
        rememberLastUsed('email-code');
        await env.app.getUser();
        if (result.data.credentialsCleared) return $state.setKey('status', 'cleared');
        $state.setKey('status', 'done');
        await redirect();
      } catch (error) {
        await fail(error);
      }
    },
    continueAfterNotice: redirect,
  };
}
