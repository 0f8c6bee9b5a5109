import { useId, useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { useOwner } from '../../owner-context';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';

/**
 * Hands the project to another of the owner's teams (docs/wire.md §4 "Project transfer"): the server lets an admin of
 * the current owner team do it, to a team they belong to. The new team's members then manage it.
 */
export function TransferProjectSection() {
  const owner = useOwner();
  const { admin, project, reload } = useProject();
  const selectId = useId();
  const teams = useLoad(async () => {
    const user = await owner.getUser({ or: 'throw' });
    return (await user.listTeams()).filter((team) => team.id !== project.ownerTeamId);
  }, [owner, project.ownerTeamId]);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const transfer = useAction();
  const list = teams.value ?? [];
  const target = list.find((team) => team.id === chosen) ?? list[0];
  return (
    <Section title="Transfer this project" description="Move the project to another of your teams; that team's members will manage it.">
      <Alert message={teams.error} />
      {teams.value && list.length === 0 ? <p className="muted">You belong to no other team. Create a team first to transfer the project to it.</p> : null}
      {target ? (
        <form
          className="row invite-form"
          onSubmit={(event) => {
            event.preventDefault();
            setDone(null);
            void transfer
              .run(async () => {
                await owner.transferProject(project.id, target.id);
                await admin.reloadProject();
              })
              .then((ok) => {
                if (!ok) return;
                setDone(`The project now belongs to “${target.displayName}”.`);
                reload();
              });
          }}
        >
          <div className="field">
            <label htmlFor={selectId}>New owner team</label>
            <select id={selectId} className="input" value={target.id} onChange={(event) => setChosen(event.currentTarget.value)}>
              {list.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.displayName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={transfer.busy}>
            Transfer project
          </button>
        </form>
      ) : null}
      <Alert message={transfer.error} />
      <Alert kind="success" message={done} />
    </Section>
  );
}
