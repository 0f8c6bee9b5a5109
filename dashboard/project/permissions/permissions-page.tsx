import { useMemo, useState } from 'react';
import { PageHeader } from '../../ui/page-header';
import { useProject } from '../project-context';
import { DefaultPermissionsSection } from './default-permissions-section';
import { PermissionScopeSection } from './permission-scope-section';
import { permissionScopes } from './permission-scopes';

/** `/projects/:id/permissions`: team and project permission definitions, and who gets which by default. */
export default function PermissionsPage() {
  const { admin } = useProject();
  const scopes = useMemo(() => permissionScopes(admin), [admin]);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <PageHeader title="Permissions" description="Define what users may do, in a team or in the whole project; a permission can contain others." />
      <PermissionScopeSection scope={scopes.team} onChange={changed} />
      <PermissionScopeSection scope={scopes.project} onChange={changed} />
      <DefaultPermissionsSection version={version} />
    </>
  );
}
