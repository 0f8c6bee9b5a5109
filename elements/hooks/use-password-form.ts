import { useStore } from '@nanostores/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { PasswordField } from '../components/password-form';
import type { PasswordState, PasswordSubmitStore } from '../flows/password-submit';
import type { Translate } from '../i18n/translate';

export type PasswordFormBinding = {
  phase: PasswordState['phase'];
  /** The translated server (or network) error, '' when there is none. */
  failureMessage: string;
  alertRef: RefObject<HTMLDivElement | null>;
  /** What PasswordForm needs besides its fields and labels. */
  form: {
    inputs: RefObject<Map<string, HTMLInputElement>>;
    busy: boolean;
    onSubmit(values: Record<string, string>): void;
    onEdit(name: string): void;
  };
  /** The fields with their translated errors and invalid marks. */
  withErrors(fields: readonly PasswordField[]): PasswordField[];
};

/**
 * Binds a password flow to its form: renders its state and moves focus where the flow asks (the first invalid
 * field, the field a refusal is about, or the alert), after the render that shows why has been committed.
 */
export function usePasswordForm(store: PasswordSubmitStore, t: Translate): PasswordFormBinding {
  const state = useStore(store.$state);
  const alertRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (!state.focus) return;
    const target = state.focus.target === 'alert' ? alertRef.current : inputs.current.get(state.focus.target);
    target?.focus();
  }, [state.focus]);
  return {
    phase: state.phase,
    failureMessage: state.failure ? t(state.failure.key, state.failure.values) : '',
    alertRef,
    form: {
      inputs,
      busy: state.phase !== 'form',
      onSubmit: (values) => void store.submit(values),
      onEdit: (name) => store.edit(name),
    },
    withErrors: (fields) =>
      fields.map((field) => {
        const error = state.fieldErrors[field.name];
        return { ...field, error: error ? t(error.key, error.values) : undefined, invalid: state.serverField === field.name };
      }),
  };
}
