import { useContext, useId, useState, type FormEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CREDENTIALS_SLOT, useLightDom } from '../hooks/use-light-dom';
import { useTranslate } from '../hooks/use-translate';
import { useLatch } from '../latch-context';
import { HandlerNavigation } from './handler-navigation';

/** One input of a password form. `name`, `type` and `autoComplete` are what password managers key on. */
export type PasswordField = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** Shown under the field, which it describes. */
  error?: string | undefined;
  /** Marks the field invalid without a text of its own (the server's error is in the element's alert). */
  invalid?: boolean;
  hint?: string | undefined;
};

export type PasswordFormProps = {
  /** Names the form for password managers and tests (`data-latch-form="sign-in"`). */
  kind: string;
  fields: PasswordField[];
  submitLabel: string;
  busy: boolean;
  onSubmit(values: Record<string, string>): void;
  /** Called when the visitor edits a field, so its error can go. */
  onEdit?(name: string): void;
  /** Filled with the inputs by name, for moving focus to the first invalid one. */
  inputs: RefObject<Map<string, HTMLInputElement>>;
};

/**
 * The password form, rendered in the host element's light DOM and projected into the card through a named
 * slot: a real `<form>` with real, labelled, named inputs that browsers and password-manager extensions can see
 * and fill (they cannot inside a shadow root). Values are read from the form on submit, so autofill that sets
 * `value` without an input event still counts. Paste is never blocked. One "Show password" button, after the first
 * password field (drawn in its label's row, so the form is no taller), shows every password field as text. On an `<auth-handler>` page, where the form is
 * what the page is for, the first field takes focus when the page has none.
 */
export function PasswordForm(props: PasswordFormProps) {
  const { host } = useLatch();
  const t = useTranslate();
  const container = useLightDom();
  // On a handler page the first field takes focus when it appears, unless something on the page has it.
  const focusFirst = !!useContext(HandlerNavigation) && document.activeElement === document.body;
  const [revealed, setRevealed] = useState(false);
  const base = `latch-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // The button belongs to the first password field (the one being chosen or typed), and shows every password field.
  const firstPassword = props.fields.find((field) => field.type === 'password')?.name;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.busy) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of props.fields) {
      const value = data.get(field.name);
      values[field.name] = typeof value === 'string' ? value : '';
    }
    props.onSubmit(values);
  };
  const form = (
    <form method="post" noValidate onSubmit={submit} data-latch-form={props.kind} aria-busy={props.busy || undefined}>
      {props.fields.map((field, index) => {
        const id = `${base}-${field.name}`;
        const described = field.error ? `${id}-error` : field.hint ? `${id}-hint` : '';
        return (
          <div className="latch-field" key={field.name}>
            <label htmlFor={id} part="label">
              {field.label}
            </label>
            <input
              ref={(input) => {
                if (input) props.inputs.current.set(field.name, input);
                else props.inputs.current.delete(field.name);
              }}
              id={id}
              name={field.name}
              type={revealed && field.type === 'password' ? 'text' : field.type}
              autoComplete={field.autoComplete}
              autoFocus={focusFirst && index === 0}
              part="input"
              required
              spellCheck={false}
              autoCapitalize={field.type === 'email' ? 'none' : undefined}
              aria-invalid={field.error || field.invalid ? true : undefined}
              aria-describedby={described || undefined}
              onInput={() => props.onEdit?.(field.name)}
            />
            {field.name === firstPassword ? (
              <button type="button" className="latch-reveal" part="link" onClick={() => setRevealed(!revealed)}>
                {t(revealed ? 'common.hidePassword' : 'common.showPassword')}
              </button>
            ) : null}
            {field.hint && !field.error ? (
              <span className="latch-hint" id={`${id}-hint`}>
                {field.hint}
              </span>
            ) : null}
            {field.error ? (
              <span className="latch-field-error" id={`${id}-error`}>
                {field.error}
              </span>
            ) : null}
          </div>
        );
      })}
      {/* aria-disabled, not disabled: the button keeps focus while the request runs */}
      <button type="submit" part="button" aria-disabled={props.busy || undefined}>
        {props.submitLabel}
      </button>
    </form>
  );
  // Without a host element (a React app) there is no shadow root to hide the form from password managers.
  if (!host) return form;
  return (
    <>
      <slot name={CREDENTIALS_SLOT} />
      {container ? createPortal(form, container) : null}
    </>
  );
}
