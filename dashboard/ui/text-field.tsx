import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  hint?: string;
  /** Why what was typed was refused, in plain words: shown under the field, which is marked invalid. */
  error?: string | null;
  onChange(value: string): void;
};

/** A labelled text input; `hint` explains it and `error` says what is wrong with it (both aria-describedby). */
export function TextField({ id: given, label, value, hint, error, onChange, ...input }: Props) {
  const generated = useId();
  const id = given ?? generated;
  const described = [error ? `${id}-e` : null, hint ? `${id}-h` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-e`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-h`} className="muted small">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
