import { CUSTOM_PERMISSION_ID_MAX_LENGTH, CUSTOM_PERMISSION_ID_PATTERN } from '../constants';
import { z } from 'zod';
import { booleanQuery, shortText } from '../common-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * The id of a permission a project defines: lowercase letters, digits, `_` and `:` (docs/wire.md §3 "Permissions").
 *
 * @example
 * ```ts
 * customPermissionId.parse('read:billing');
 * ```
 */
const customPermissionId = z
  .string()
  .max(CUSTOM_PERMISSION_ID_MAX_LENGTH)
  .regex(CUSTOM_PERMISSION_ID_PATTERN, { error: 'Only lowercase letters, numbers, ":" and "_" are allowed' });

/**
 * Any permission id, including the system team permissions (`$` followed by the same characters).
 *
 * @example
 * ```ts
 * permissionId.parse('$read_members');
 * ```
 */
const permissionId = z
  .string()
  .max(200)
  .regex(/^\$?[a-z0-9_:]+$/, { error: 'Only lowercase letters, numbers, ":", "_" and a "$" at the beginning are allowed' });

/**
 * `POST /team-permission-definitions` and `/project-permission-definitions` (admin).
 *
 * @example
 * ```ts
 * const body: z.input<typeof permissionDefinitionCreateBody> = { id: 'billing', contained_permission_ids: ['read:billing'] };
 * ```
 */
export const permissionDefinitionCreateBody = z.strictObject({
  id: customPermissionId,
  description: shortText.optional(),
  contained_permission_ids: z.array(permissionId).max(100).optional(),
});

/**
 * `PATCH /team-permission-definitions/{id}` and `/project-permission-definitions/{id}` (admin); `id` renames it.
 *
 * @example
 * ```ts
 * const body: z.input<typeof permissionDefinitionUpdateBody> = { description: 'Sees invoices' };
 * ```
 */
export const permissionDefinitionUpdateBody = z.strictObject({
  id: customPermissionId.optional(),
  description: shortText.optional(),
  contained_permission_ids: z.array(permissionId).max(100).optional(),
});

/**
 * Path parameters of `/…-permission-definitions/{id}`.
 *
 * @example
 * ```ts
 * permissionDefinitionParams.parse({ id: 'team_admin' });
 * ```
 */
export const permissionDefinitionParams = z.strictObject({ id: permissionId });

/**
 * `GET /team-permissions`: a client names itself (`me`); `recursive` defaults to true (docs/wire.md §7).
 *
 * @example
 * ```ts
 * teamPermissionListQuery.parse({ team_id, user_id: 'me', recursive: 'false' });
 * ```
 */
export const teamPermissionListQuery = z.strictObject({
  team_id: z.uuid().optional(),
  user_id: userIdOrMe.optional(),
  permission_id: permissionId.optional(),
  recursive: booleanQuery.optional(),
});

/**
 * `GET /project-permissions`: a client names itself (`me`); `recursive` defaults to true.
 *
 * @example
 * ```ts
 * projectPermissionListQuery.parse({ user_id: 'me' });
 * ```
 */
export const projectPermissionListQuery = z.strictObject({
  user_id: userIdOrMe.optional(),
  permission_id: permissionId.optional(),
  recursive: booleanQuery.optional(),
});

/**
 * Path parameters of `POST|DELETE /team-permissions/{team_id}/{user_id}/{permission_id}`.
 *
 * @example
 * ```ts
 * teamPermissionParams.parse({ team_id, user_id: 'me', permission_id: '$read_members' });
 * ```
 */
export const teamPermissionParams = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe, permission_id: permissionId });

/**
 * Path parameters of `POST|DELETE /project-permissions/{user_id}/{permission_id}`.
 *
 * @example
 * ```ts
 * projectPermissionParams.parse({ user_id, permission_id: 'read:billing' });
 * ```
 */
export const projectPermissionParams = z.strictObject({ user_id: userIdOrMe, permission_id: permissionId });

/**
 * `GET /team-permission-definitions` (and the project one): without `limit` every definition; with it one page
 * starting at `cursor` (an id), as the official client's `listTeamPermissionDefinitionsPaginated` asks. `query`
 * keeps definitions whose id or description contains it.
 *
 * @example
 * ```ts
 * permissionDefinitionListQuery.parse({ limit: '20', query: 'billing' });
 * ```
 */
export const permissionDefinitionListQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .optional(),
  cursor: permissionId.optional(),
  query: z.string().max(200).optional(),
});
