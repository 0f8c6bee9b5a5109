import { useState } from 'react';
import type { PermissionDefinition } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { permissionIdProblem } from './permission-id';
import { PermissionPicker } from './permission-picker';
import { PERMISSION_FIELDS } from '../../errors/form-fields';

/** What the form saves: the id only when creating (an existing definition keeps its id). */
export type PermissionDraft = { id: string; description: string; containedPermissionIds: string[] };

/**
 * Creates a definition (`editing` absent) or edits one: id (the server's rule, checked before sending), description,
 * and the contained permissions among the scope's other definitions. The server refuses a cycle or an unknown id;
 * its message is shown here.
 */
export function PermissionForm({
  scopeLabel,
  editing,
  others,
  onSave,
  onDone,
}: {
  scopeLabel: string;
  editing?: PermissionDefinition;
  others: string[];
  onSave(draft: PermissionDraft): Promise<unknown>;
  onDone(): void;
}) {
  const [id, setId] = useState(editing?.id ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [contained, setContained] = useState<string[]>(editing?.containedPermissionIds ?? []);
  const [idProblem, setIdProblem] = useState<string | null>(null);
  const save = useAction(PERMISSION_FIELDS);
  const title = editing ? `Edit ${editing.id}` : `New ${scopeLabel} permission`;
  return (
    <form
      className="stack permission-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = editing ? null : permissionIdProblem(id.trim());
        setIdProblem(problem);
        if (problem) return;
        void save
          .run(() => onSave({ id: id.trim(), description: description.trim(), containedPermissionIds: contained }))
          .then((saved) => {
            if (saved) onDone();
          });
      }}
    >
      <h3>{title}</h3>
      {editing ? null : (
        <TextField
          label="Permission id"
          error={idProblem ?? save.fieldError('id')}
          value={id}
          onChange={setId}
          required
          maxLength={200}
          autoComplete="off"
          hint='Lowercase letters, numbers, ":" and "_", e.g. read:reports.'
        />
      )}
      <TextField error={save.fieldError('description')} label="Description" value={description} onChange={setDescription} maxLength={1000} autoComplete="off" />
      <PermissionPicker legend="Contains" options={others.filter((other) => other !== (editing?.id ?? id.trim()))} selected={contained} onChange={setContained} />
      <Alert message={save.error} />
      <div className="row">
        <button type="submit" className="button" disabled={save.busy}>
          {editing ? 'Save permission' : 'Create permission'}
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
