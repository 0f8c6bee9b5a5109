import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & { label: string; value: string; hint?: string; onChange(value: string): void };

/** A labelled text input; `hint` explains it (aria-describedby). */
export function TextField({ label, value, hint, onChange, ...input }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" value={value} aria-describedby={hint ? `${id}-h` : undefined} onChange={(event) => onChange(event.currentTarget.value)} {...input} />
      {hint ? <p id={`${id}-h`} className="muted small">{hint}</p> : null}
    </div>
  );
}
