import { useCallback } from 'react';
import type { ServerUser } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { PermissionGrants } from './permission-grants';

/** The user's project permissions (direct grants), granted from the project's definitions. */
export function UserPermissionsSection({ user }: { user: ServerUser }) {
  const { admin } = useProject();
  const definitions = useLoad(() => admin.listProjectPermissionDefinitions(), [admin]);
  const load = useCallback(() => user.listPermissions({ recursive: false }), [user]);
  return (
    <Section title="Project permissions" description="Permissions in the whole project; team permissions are on each team's page.">
      <Alert message={definitions.error} />
      <PermissionGrants
        label="Project permissions"
        load={load}
        definitions={definitions.value ?? []}
        grant={(permissionId) => user.grantPermission(permissionId)}
        revoke={(permissionId) => user.revokePermission(permissionId)}
      />
    </Section>
  );
}
