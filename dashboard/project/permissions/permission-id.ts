import { CUSTOM_PERMISSION_ID_MAX_LENGTH, CUSTOM_PERMISSION_ID_PATTERN } from '../../../protocol/constants';

/**
 * Why `id` is not a valid id for a permission a project defines, or null when it is: the server's rule
 * (protocol/constants.ts), checked before sending so a typo is explained beside the field.
 */
export function permissionIdProblem(id: string): string | null {
  if (id === '') return 'Enter an id.';
  if (id.length > CUSTOM_PERMISSION_ID_MAX_LENGTH) return `An id has at most ${CUSTOM_PERMISSION_ID_MAX_LENGTH} characters.`;
  return CUSTOM_PERMISSION_ID_PATTERN.test(id) ? null : 'Only lowercase letters, numbers, ":" and "_" are allowed.';
}
