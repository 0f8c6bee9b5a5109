import { atom, type ReadableAtom } from 'nanostores';
import type { FieldMessage } from './password-submit';
import type { FlowEnv } from './flow-env';
import { createFormSubmit, refusalOf, type FormSubmitStore } from './form-submit';
import { validateEmail } from './validate-credentials';

export type ForgotPasswordFlow = {
  readonly form: FormSubmitStore;
  /** The address a link was asked for, once asked: the screen then says "check your mail". */
  readonly $sentTo: ReadableAtom<string | null>;
  /** Back to the form, to ask again (another address, or nothing arrived). */
  again(): void;
};

/**
 * The forgot-password page: an address, then "check your mail". The server answers the same whether or not the
 * address has an account, so the page says the same too (docs/security.md "No account enumeration").
 */
export function createForgotPassword(env: FlowEnv): ForgotPasswordFlow {
  const $sentTo = atom<string | null>(null);
  const form = createFormSubmit(env, {
    order: ['email'],
    validate: (values): Record<string, FieldMessage> => {
      const error = validateEmail(values.email ?? '');
      return error ? { email: { key: error } } : {};
    },
    send: async (values) => {
      const email = (values.email ?? '').trim();
      const refusal = refusalOf(await env.app.sendForgotPasswordEmail(email));
      if (!refusal) $sentTo.set(email);
      return refusal;
    },
  });
  return { form, $sentTo, again: () => $sentTo.set(null) };
}
