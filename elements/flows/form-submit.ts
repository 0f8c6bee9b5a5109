import { atom, map, type ReadableAtom } from 'nanostores';
import type { PasswordState, PasswordSubmitStore, FieldMessage } from './password-submit';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';

export type FormSubmitOptions = {
  /** The form's field names in order: focus goes to the first invalid one. */
  order: readonly string[];
  /** What is wrong with the entered values, by field name; empty when they may be sent. */
  validate(values: Readonly<Record<string, string>>): Record<string, FieldMessage>;
  /** The core action: resolves with the refusal to show (a KnownError, a Result's error), or nothing on success. */
  send(values: Readonly<Record<string, string>>): Promise<unknown>;
  /** The field a refusal is about, if any: marked invalid and focused instead of the alert. */
  fieldOf?(failure: Failure): string | null;
  /** A refusal the screen shows as a state of its own (an expired code…) rather than in the alert: true takes it. */
  takeOver?(failure: Failure): boolean;
};

export type FormSubmitStore = PasswordSubmitStore & {
  /** How many times the form went through: a screen keys its success state (and a fresh form) on it. */
  readonly $done: ReadableAtom<number>;
};

/**
 * A form that calls one core action and stays on the page (forgot password, reset, change password): checked here
 * first, then sent; a refusal goes to its field or the alert (focused, announced), a success counts in `$done`. It has
 * the password forms' state, so `usePasswordForm` renders it.
 */
export function createFormSubmit(env: FlowEnv, options: FormSubmitOptions): FormSubmitStore {
  const $state = map<PasswordState>({ phase: 'form', fieldErrors: {}, serverField: null, failure: null, focus: null });
  const $done = atom(0);
  const failure = createFailure(env);
  failure.$failure.listen((value) => $state.setKey('failure', value));
  let seq = 0;
  const focus = (target: string) => $state.setKey('focus', { target, seq: ++seq });

  const showFailure = async (error: unknown) => {
    const reported = await failure.report(error);
    if (options.takeOver?.(reported)) {
      failure.clear();
      return $state.set({ ...$state.get(), phase: 'form', serverField: null });
    }
    const field = options.fieldOf?.(reported) ?? null;
    $state.set({ ...$state.get(), phase: 'form', serverField: field });
    focus(field ?? 'alert');
  };

  return {
    $state,
    $done,
    async submit(values) {
      if ($state.get().phase !== 'form') return;
      const fieldErrors = options.validate(values);
      failure.clear();
      $state.set({ ...$state.get(), fieldErrors, serverField: null });
      const firstInvalid = options.order.find((name) => fieldErrors[name]);
      if (firstInvalid) return focus(firstInvalid);
      $state.setKey('phase', 'busy');
      try {
        const refusal = await options.send(values);
        if (refusal) return await showFailure(refusal);
        $state.setKey('phase', 'form');
        $done.set($done.get() + 1);
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

/** The refusal in a core Result, or nothing when it went through. */
export function refusalOf(result: { status: 'ok' } | { status: 'error'; error: unknown }): unknown {
  return result.status === 'error' ? result.error : undefined;
}
