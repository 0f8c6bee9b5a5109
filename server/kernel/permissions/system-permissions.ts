/**
 * The system team permissions (docs/wire.md §7): present in every project's team definitions, contain nothing, and
 * can be neither created, changed nor deleted. The routes of teams, members, invitations and team API keys check them.
 */
export const SYSTEM_TEAM_PERMISSIONS: Readonly<Record<string, string>> = {
  $update_team: 'Update the team information',
  $delete_team: 'Delete the team',
  $read_members: 'Read and list the other members of the team',
  $remove_members: 'Remove other members from the team',
  $invite_members: 'Invite other users to the team',
  $manage_api_keys: 'Create and manage API keys for the team',
};

/** Whether `id` names a system permission (only those may start with `$`). */
export function isSystemPermissionId(id: string): boolean {
  return id.startsWith('$');
}
