import { createCredentialSubmit, type CredentialSubmitStore, type FieldMessage } from './credential-submit';
import type { FlowEnv } from './flow-env';
import type { SignInFlow } from './sign-in';
import { validateEmail } from './validate-credentials';

/** The password panel's flow: e-mail and password checked here for presence, sent, then core's redirect. */
export function createPasswordSignIn(env: FlowEnv, signIn: Pick<SignInFlow, 'hold' | 'afterSignInUrl' | 'noRedirect'>): CredentialSubmitStore {
  const submit = createCredentialSubmit(env, {
    order: ['email', 'password'],
    validate: ({ email = '', password = '' }) => {
      const errors: Record<string, FieldMessage> = {};
      const emailError = validateEmail(email);
      if (emailError) errors.email = { key: emailError };
      if (!password) errors.password = { key: 'validation.passwordRequired' };
      return errors;
    },
    send: (entered) => env.app.signInWithCredential({ ...entered, noRedirect: true }),
    after: { kind: 'signIn', url: signIn.afterSignInUrl, noRedirect: signIn.noRedirect },
  });
  submit.$state.listen((state) => signIn.hold('password', state.phase !== 'form'));
  return submit;
}
