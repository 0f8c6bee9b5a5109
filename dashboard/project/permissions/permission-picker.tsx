/**
 * Checkboxes over permission ids, in a fieldset whose legend names the choice: the contained permissions of a
 * definition, or a default set. Ids keep the order of `options`.
 */
export function PermissionPicker({
  legend,
  options,
  selected,
  disabled,
  onChange,
}: {
  legend: string;
  options: string[];
  selected: string[];
  disabled?: boolean;
  onChange(ids: string[]): void;
}) {
  return (
    <fieldset className="permission-picker">
      <legend>{legend}</legend>
      {options.length === 0 ? <p className="muted small">No other permission to choose from yet.</p> : null}
      {options.map((id) => (
        <label key={id} className="check">
          <input
            type="checkbox"
            checked={selected.includes(id)}
            disabled={disabled}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              onChange(options.filter((option) => (option === id ? on : selected.includes(option))));
            }}
          />
          <code>{id}</code>
        </label>
      ))}
    </fieldset>
  );
}
