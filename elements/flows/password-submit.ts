import { map, type ReadableAtom } from 'nanostores';
import type { KnownError, Result } from '../../core';
import type { TranslationKey } from '../i18n/en';
import { redirectAfterAuth, type AfterAuthKind } from './after-auth';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';

/** A message to translate: a table key and its placeholder values. */
export type FieldMessage = { key: TranslationKey; values?: Record<string, unknown> };

export type PasswordState = {
  /** `busy` while the request runs, `redirecting` once the page is moving on. */
  phase: 'form' | 'busy' | 'redirecting';
  /** What is wrong with the entered values, by field name. */
  fieldErrors: Readonly<Record<string, FieldMessage>>;
  /** The field a server error is about: marked invalid (its message is in the alert). */
  serverField: string | null;
  failure: Failure | null;
  /** Where focus goes after this change: a field name or 'alert'; `seq` tells two requests for the same place apart. */
  focus: { target: string; seq: number } | null;
};

export type PasswordOptions = {
  /** The form's field names in order: focus goes to the first invalid one. */
  order: readonly string[];
  /** What is wrong with the entered values, by field name; empty when they may be sent. */
  validate(values: Readonly<Record<string, string>>): Record<string, FieldMessage>;
  /** The core action, called with the trimmed e-mail; it must not redirect (the flow does, after the user loaded). */
  send(credentials: { email: string; password: string }): Promise<Result<undefined>>;
  /** Where to go afterwards (core's rule, see after-auth.ts), unless `noRedirect`. */
  after: { kind: AfterAuthKind; url?: string | undefined; noRedirect?: boolean };
  /** The field a server error is about, if any: marked invalid and focused instead of the alert. */
  fieldOf?(failure: Failure): string | null;
  /** A refusal that is not a failure but the next step (the second factor): true when something else takes over. */
  stopped?(error: KnownError): boolean;
};

export type PasswordSubmitStore = {
  readonly $state: ReadableAtom<PasswordState>;
  /** Checks the values here first, sends them, shows a refusal, waits for the user, then redirects. */
  submit(values: Readonly<Record<string, string>>): Promise<void>;
  /** The visitor edited a field: its error goes. */
  edit(name: string): void;
};

/** The submit flow sign-in and sign-up share (and later methods with a form). */
export function createPasswordSubmit(env: FlowEnv, options: PasswordOptions): PasswordSubmitStore {
  const $state = map<PasswordState>({ phase: 'form', fieldErrors: {}, serverField: null, failure: null, focus: null });
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  let seq = 0;
  const focus = (target: string) => $state.setKey('focus', { target, seq: ++seq });

  const showFailure = async (error: unknown) => {
    const reported = await failure.report(error);
    // A SCHEMA_ERROR about the address (its message has a line `body.email: …`) is said on that field, in the
    // visitor's words; any other one is the alert's generic message, never the server's raw text.
    if (reported.code === 'SCHEMA_ERROR' && String(reported.values.message).includes('body.email')) {
      failure.clear();
      $state.set({ ...$state.get(), phase: 'form', fieldErrors: { email: { key: 'validation.emailInvalid' } }, serverField: null });
      return focus('email');
    }
    const field = options.fieldOf?.(reported) ?? null;
    $state.set({ ...$state.get(), phase: 'form', serverField: field });
    focus(field ?? 'alert');
  };

  return {
    $state,
    async submit(values) {
      if ($state.get().phase !== 'form') return;
      const fieldErrors = options.validate(values);
      failure.clear();
      $state.set({ ...$state.get(), fieldErrors, serverField: null });
      const firstInvalid = options.order.find((name) => fieldErrors[name]);
      if (firstInvalid) return focus(firstInvalid);
      $state.setKey('phase', 'busy');
      try {
        const credentials = { email: (values.email ?? '').trim(), password: values.password ?? '' };
        const { value: result } = await env.act(() => options.send(credentials));
        if (result.status === 'error') return options.stopped?.(result.error) ? $state.setKey('phase', 'form') : await showFailure(result.error);
        // Wait for the user, so `latch-signed-in` (with the user) has fired before the page moves on.
        await env.app.getUser();
        if (options.after.noRedirect) return $state.setKey('phase', 'form');
        $state.setKey('phase', 'redirecting');
        if (!(await redirectAfterAuth(env, options.after.kind, options.after.url))) $state.setKey('phase', 'form');
      } catch (error) {
        await showFailure(error);
      }
    },
    edit(name) {
      const { fieldErrors, serverField } = $state.get();
      if (!fieldErrors[name] && serverField !== name) return;
      const { [name]: _gone, ...rest } = fieldErrors;
      $state.set({ ...$state.get(), fieldErrors: rest, serverField: serverField === name ? null : serverField });
    },
  };
}
