import { useState } from 'react';
import type { ServerTeam } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { TEAM_FIELDS } from '../../errors/form-fields';

/** The team's display name. */
export function RenameTeamForm({ team, onSaved }: { team: ServerTeam; onSaved(): void }) {
  const [name, setName] = useState(team.displayName);
  const save = useAction(TEAM_FIELDS);
  return (
    <Section title="Name">
      <form
        className="row align-end"
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(async () => {
            await team.update({ displayName: name.trim() });
            onSaved();
          });
        }}
      >
        <TextField error={save.fieldError('name')} label="Team name" value={name} onChange={setName} required maxLength={255} />
        <button type="submit" className="button" disabled={save.busy || name.trim() === '' || name.trim() === team.displayName}>
          Rename
        </button>
      </form>
      <Alert message={save.error} />
    </Section>
  );
}
