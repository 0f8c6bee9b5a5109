import { useCallback } from 'react';
import type { PermissionDefinition, ServerTeam, ServerTeamUser } from '../../../core';
import { PermissionGrants } from '../users/permission-grants';

/** One member's team permissions (direct grants), folded away until opened so a big team stays readable. */
export function MemberPermissions({ team, member, definitions }: { team: ServerTeam; member: ServerTeamUser; definitions: PermissionDefinition[] }) {
  const load = useCallback(() => member.listPermissions(team, { recursive: false }), [member, team]);
  const name = member.displayName ?? member.primaryEmail ?? member.id;
  return (
    <details className="member-permissions">
      <summary>Team permissions of {name}</summary>
      <PermissionGrants
        label={`Team permissions of ${name}`}
        load={load}
        definitions={definitions}
        grant={(permissionId) => member.grantPermission(team, permissionId)}
        revoke={(permissionId) => member.revokePermission(team, permissionId)}
      />
    </details>
  );
}
