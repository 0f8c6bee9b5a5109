import { createPasswordSubmit, type PasswordSubmitStore, type FieldMessage } from './password-submit';
import type { FlowEnv } from './flow-env';
import type { SignInFlow } from './sign-in';
import { validateEmail } from './validate-credentials';

/** The password panel's flow: e-mail and password checked here for presence, sent, then core's redirect. */
export function createPasswordSignIn(
  env: FlowEnv,
  signIn: Pick<SignInFlow, 'hold' | 'afterSignInUrl' | 'noRedirect' | 'pause'> & Partial<Pick<SignInFlow, 'stopAtSecondFactor'>>,
): PasswordSubmitStore {
  const submit = createPasswordSubmit(env, {
    order: ['email', 'password'],
    validate: ({ email = '', password = '' }) => {
      const errors: Record<string, FieldMessage> = {};
      const emailError = validateEmail(email);
      if (emailError) errors.email = { key: emailError };
      if (!password) errors.password = { key: 'validation.passwordRequired' };
      return errors;
    },
    send: async (entered) => {
      const result = await env.app.signInWithCredential({ ...entered, noRedirect: true });
      // The card's pause (the passkey offer), before the page moves on.
      if (result.status === 'ok') await signIn.pause?.();
      return result;
    },
    after: { kind: 'signIn', url: signIn.afterSignInUrl, noRedirect: signIn.noRedirect },
    // A user with a second factor: the card asks for its code in place.
    stopped: signIn.stopAtSecondFactor,
  });
  submit.$state.listen((state) => signIn.hold('password', state.phase !== 'form'));
  return submit;
}
