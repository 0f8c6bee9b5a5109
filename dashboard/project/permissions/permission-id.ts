/**
 * The server's rule for the id of a permission a project defines (protocol/schemas/permissions.ts
 * `customPermissionId`), checked before sending so a typo is explained beside the field. Repeated here rather than
 * imported so this screen's chunk does not pull in zod for one regular expression.
 */
export const PERMISSION_ID_PATTERN = /^[a-z0-9_:]+$/;

/** Why `id` is not a valid permission id, or null when it is. */
export function permissionIdProblem(id: string): string | null {
  if (id === '') return 'Enter an id.';
  if (id.length > 200) return 'An id has at most 200 characters.';
  return PERMISSION_ID_PATTERN.test(id) ? null : 'Only lowercase letters, numbers, ":" and "_" are allowed.';
}
