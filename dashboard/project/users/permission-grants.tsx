import { useId, useState } from 'react';
import type { Permission, PermissionDefinition } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';

/**
 * A user's direct grants in one scope (the project, or one team): the list with "Revoke", and a picker of the
 * scope's definitions not yet granted. Used by the user page (project) and the team page (each member).
 */
export function PermissionGrants({
  label,
  load,
  definitions,
  grant,
  revoke,
}: {
  label: string;
  load(): Promise<Permission[]>;
  definitions: PermissionDefinition[];
  grant(permissionId: string): Promise<void>;
  revoke(permissionId: string): Promise<void>;
}) {
  const id = useId();
  const held = useLoad(load, [load]);
  const [chosen, setChosen] = useState('');
  const act = useAction();
  const heldIds = new Set((held.value ?? []).map((permission) => permission.id));
  const grantable = definitions.filter((definition) => !heldIds.has(definition.id));
  const change = (action: () => Promise<void>) =>
    void act.run(async () => {
      await action();
      held.reload();
    });
  return (
    <div className="stack">
      <Alert message={held.error ?? act.error} />
      {held.value === undefined ? (
        <p role="status">Loading…</p>
      ) : held.value.length === 0 ? (
        <p className="muted">No permission granted directly.</p>
      ) : (
        <ul className="plain-list" aria-label={label}>
          {held.value.map((permission) => (
            <li key={permission.id} className="row">
              <code>{permission.id}</code>
              <button
                type="button"
                className="button secondary small"
                disabled={act.busy}
                aria-label={`Revoke ${permission.id}`}
                onClick={() => change(() => revoke(permission.id))}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="row align-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen)
            change(async () => {
              await grant(chosen);
              setChosen('');
            });
        }}
      >
        <div className="field">
          <label htmlFor={id}>Grant a permission</label>
          <select id={id} className="input" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">{definitions.length === 0 ? 'No permission is defined (see Permissions)' : grantable.length === 0 ? 'Every permission is granted' : 'Choose…'}</option>
            {grantable.map((definition) => (
              <option key={definition.id} value={definition.id}>
                {definition.id}
                {definition.description ? ` — ${definition.description}` : ''}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary" disabled={act.busy || chosen === ''}>
          Grant
        </button>
      </form>
    </div>
  );
}
