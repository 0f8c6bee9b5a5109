import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { PermissionPicker } from './permission-picker';

const ids = (list: { id: string }[]) => list.map(({ id }) => id);
const wire = (list: string[]) => list.map((id) => ({ id }));

/**
 * The permissions everyone gets without being granted them: team creators and team members (team scope) and every
 * user (project scope), saved together into the project's configuration. `version` changes when a definition
 * changes, so the choices follow the lists above.
 */
export function DefaultPermissionsSection({ version }: { version: number }) {
  const { admin, project, reload } = useProject();
  const definitions = useLoad(async () => {
    const [team, user] = await Promise.all([admin.listTeamPermissionDefinitions(), admin.listProjectPermissionDefinitions()]);
    return { team: ids(team), user: ids(user) };
  }, [admin, version]);
  const { config } = project;
  const [creator, setCreator] = useState(() => ids(config.teamCreatorDefaultPermissions));
  const [member, setMember] = useState(() => ids(config.teamMemberDefaultPermissions));
  const [user, setUser] = useState(() => ids(config.userDefaultPermissions));
  const [saved, setSaved] = useState(false);
  const save = useAction();
  // A deleted definition also leaves the defaults on the server: offer only what still exists.
  const teamIds = definitions.value?.team ?? [];
  const projectIds = definitions.value?.user ?? [];
  return (
    <Section title="Default permissions" description="Granted automatically, without anyone granting them one by one.">
      <Alert message={definitions.error} />
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void save
            .run(() =>
              admin.updateProject({
                config: {
                  team_creator_default_permissions: wire(creator.filter((id) => teamIds.includes(id))),
                  team_member_default_permissions: wire(member.filter((id) => teamIds.includes(id))),
                  user_default_permissions: wire(user.filter((id) => projectIds.includes(id))),
                },
              }),
            )
            .then((ok) => {
              setSaved(ok);
              if (ok) reload();
            });
        }}
      >
        <div className="grid-2">
          <PermissionPicker legend="Team creators get" options={teamIds} selected={creator} onChange={setCreator} />
          <PermissionPicker legend="Team members get" options={teamIds} selected={member} onChange={setMember} />
          <PermissionPicker legend="Every user gets" options={projectIds} selected={user} onChange={setUser} />
        </div>
        <Alert message={save.error} />
        <Alert kind="success" message={saved ? 'Default permissions saved.' : null} />
        <div className="row">
          <button type="submit" className="button" disabled={save.busy || definitions.value === undefined}>
            Save defaults
          </button>
        </div>
      </form>
    </Section>
  );
}
