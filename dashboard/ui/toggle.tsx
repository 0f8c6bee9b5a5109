import { useId } from 'react';

/** An on/off setting: a real checkbox styled as a switch, labelled, with its explanation as description. */
export function Toggle({
  id: given,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id?: string;
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className="toggle">
      <input
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives the switch its checked state
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {description ? (
        <p id={`${id}-d`} className="muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
