import { useRef, useState, type RefObject } from 'react';
import type { Result } from '../../core';
import type { CredentialField } from '../components/credential-form';
import { useElement } from '../element-context';
import type { Failure } from '../i18n/describe-failure';
import { useAfterAuthRedirect } from './use-after-auth';
import { useFailure } from './use-failure';
import { useFocusRequest } from './use-focus-request';

export type CredentialSubmitOptions = {
  /** The form's field names in order: focus goes to the first invalid one. */
  order: readonly string[];
  /** The translated errors of the entered values, by field name; empty when they may be sent. */
  validate(values: Record<string, string>): Record<string, string>;
  /** The core action, called with the trimmed e-mail; it must not redirect (the hook does, after the user loaded). */
  send(credentials: { email: string; password: string }): Promise<Result<undefined>>;
  /** Where to go afterwards (useAfterAuthRedirect), unless `noRedirect`. */
  after: { kind: 'signIn' | 'signUp'; url: string | undefined; noRedirect: boolean };
  /** The field a server error is about, if any: that field is marked invalid and focused instead of the alert. */
  fieldOf?(failure: Failure): string | null;
};

export type CredentialSubmit = {
  /** `busy` while the request runs, `redirecting` once the page is moving on. */
  phase: 'form' | 'busy' | 'redirecting';
  /** The translated server (or network) error, '' when there is none. */
  failureMessage: string;
  alertRef: RefObject<HTMLDivElement | null>;
  /** What CredentialForm needs besides its fields and labels. */
  form: {
    inputs: RefObject<Map<string, HTMLInputElement>>;
    busy: boolean;
    onSubmit(values: Record<string, string>): void;
    onEdit(name: string): void;
  };
  /** The fields with their current errors and invalid marks. */
  withErrors(fields: readonly CredentialField[]): CredentialField[];
};

/**
 * The submit logic sign-in and sign-up share: checks the values here first (focusing the first invalid field),
 * sends them, shows and reports a refusal (focusing the alert, or the field it is about), waits for the user, then
 * redirects.
 */
export function useCredentialSubmit(options: CredentialSubmitOptions): CredentialSubmit {
  const { runtime, host } = useElement();
  const alertRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [phase, setPhase] = useState<CredentialSubmit['phase']>('form');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** The field a server error is about: marked invalid and focused; the message itself is in the alert. */
  const [serverField, setServerField] = useState<string | null>(null);
  const failure = useFailure();
  const redirectAfter = useAfterAuthRedirect();
  const focusSoon = useFocusRequest();

  const showFailure = async (error: unknown) => {
    const reported = await failure.report(error);
    setPhase('form');
    const field = options.fieldOf?.(reported) ?? null;
    const input = field ? inputs.current.get(field) : undefined;
    if (field && input) {
      setServerField(field);
      focusSoon(() => input);
    } else {
      focusSoon(() => alertRef.current);
    }
  };

  const submit = async (values: Record<string, string>) => {
    const errors = options.validate(values);
    setFieldErrors(errors);
    setServerField(null);
    failure.clear();
    const firstInvalid = options.order.find((name) => errors[name]);
    if (firstInvalid) {
      focusSoon(() => inputs.current.get(firstInvalid));
      return;
    }
    setPhase('busy');
    try {
      const credentials = { email: (values.email ?? '').trim(), password: values.password ?? '' };
      const { value: result } = await runtime.act(host, () => options.send(credentials));
      if (result.status === 'error') return await showFailure(result.error);
      // Wait for the user, so `latch-signed-in` (with the user) has fired before the page moves on.
      await runtime.app.getUser();
      if (options.after.noRedirect) return setPhase('form');
      setPhase('redirecting');
      if (!(await redirectAfter(options.after.kind, options.after.url))) setPhase('form');
    } catch (error) {
      await showFailure(error);
    }
  };

  return {
    phase,
    failureMessage: failure.message,
    alertRef,
    form: {
      inputs,
      busy: phase !== 'form',
      onSubmit: (values) => void submit(values),
      onEdit: (name) => {
        setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: '' } : errors));
        setServerField((current) => (current === name ? null : current));
      },
    },
    withErrors: (fields) => fields.map((field) => ({ ...field, error: fieldErrors[field.name], invalid: serverField === field.name })),
  };
}
