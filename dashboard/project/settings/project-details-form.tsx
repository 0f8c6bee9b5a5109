import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { PROJECT_FIELDS } from '../../errors/form-fields';

/** The project's name and description; saving reloads the project so the navigation shows the new name. */
export function ProjectDetailsForm() {
  const { admin, project, reload } = useProject();
  const [name, setName] = useState(project.displayName);
  const [description, setDescription] = useState(project.description);
  const [saved, setSaved] = useState(false);
  const save = useAction(PROJECT_FIELDS);
  return (
    <Section title="Project details">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void save
            .run(() => admin.updateProject({ displayName: name.trim(), description: description.trim() }))
            .then((ok) => {
              setSaved(ok);
              if (ok) reload();
            });
        }}
      >
        <TextField error={save.fieldError('name')} label="Project name" value={name} onChange={setName} required maxLength={255} autoComplete="off" />
        <TextField
          error={save.fieldError('description')}
          label="Description"
          value={description}
          onChange={setDescription}
          maxLength={1000}
          autoComplete="off"
          hint="Only owners see it."
        />
        <Alert message={save.error} />
        <Alert kind="success" message={saved ? 'Project saved.' : null} />
        <div className="row">
          <button type="submit" className="button" disabled={save.busy || name.trim() === ''}>
            Save
          </button>
        </div>
      </form>
    </Section>
  );
}
