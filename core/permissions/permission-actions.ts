import * as routes from '../../protocol/permissions/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import type { Permission, PermissionGrantActions, PermissionReadActions, PermissionScope } from './permission';

/**
 * Whose permissions an object reads: the signed-in user through its session (client access, `me`), or any user
 * with server access.
 *
 * @example
 * ```ts
 * const whose: PermissionHolder = { kind: 'server', userId };
 * ```
 */
export type PermissionHolder = { kind: 'me' } | { kind: 'server'; userId: string };

type Parsed<T> = { teamId: string | null; rest: T };

/** The official client's overloads: a team (an object with an `id`) first, or straight to the project's. */
function parseScope<T>(first: PermissionScope | T, second: T | undefined, method: string): Parsed<T | undefined> {
  if (typeof first === 'object' && first !== null && 'id' in first) {
    checkId(first.id, `${method}: the team's id`);
    return { teamId: first.id, rest: second };
  }
  return { teamId: null, rest: first as T };
}

/**
 * `hasPermission`, `getPermission` and `listPermissions` of a user object (GET `/team-permissions` or
 * `/project-permissions`).
 *
 * @example
 * ```ts
 * const actions = permissionReadActions(context, { kind: 'me' });
 * await actions.hasPermission(team, '$read_members');
 * ```
 */
export function permissionReadActions(context: AppContext, holder: PermissionHolder): PermissionReadActions {
  const access = holder.kind === 'me' ? ({ session: context.tokens } as const) : ({ accessType: 'server' } as const);
  const userId = holder.kind === 'me' ? 'me' : holder.userId;

  const list = async (teamId: string | null, recursive: boolean, permissionId?: string): Promise<Permission[]> => {
    const filter = permissionId === undefined ? {} : { permission_id: permissionId };
    const answer =
      teamId === null
        ? await call(context.sender, routes.listProjectPermissions, { query: { user_id: userId, recursive, ...filter }, ...access })
        : await call(context.sender, routes.listTeamPermissions, { query: { team_id: teamId, user_id: userId, recursive, ...filter }, ...access });
    return answer.items.map((item) => ({ id: item.id }));
  };

  const getPermission = async (first: PermissionScope | string, second?: string): Promise<Permission | null> => {
    const { teamId, rest } = parseScope(first, second, 'getPermission');
    checkId(rest, 'permissionId');
    return (await list(teamId, true, rest))[0] ?? null;
  };

  return {
    getPermission,
    hasPermission: async (first: PermissionScope | string, second?: string) => (await getPermission(first as PermissionScope, second as string)) !== null,
    listPermissions: async (first?: PermissionScope | { recursive?: boolean }, second?: { recursive?: boolean }) => {
      const { teamId, rest } = parseScope(first ?? {}, second, 'listPermissions');
      const recursive = rest?.recursive ?? true;
      if (typeof recursive !== 'boolean') throw new TypeError('listPermissions: recursive must be a boolean.');
      return list(teamId, recursive);
    },
  } as PermissionReadActions;
}

/**
 * `grantPermission` and `revokePermission` of a server user object (POST / DELETE `/team-permissions/…` or
 * `/project-permissions/…`).
 *
 * @example
 * ```ts
 * await permissionGrantActions(context, userId).grantPermission(team, 'billing');
 * ```
 */
export function permissionGrantActions(context: AppContext, userId: string): PermissionGrantActions {
  const change = async (kind: 'grant' | 'revoke', first: PermissionScope | string, second?: string): Promise<void> => {
    const method = `${kind}Permission`;
    const { teamId, rest } = parseScope(first, second, method);
    checkId(rest, 'permissionId');
    if (teamId === null) {
      const params = { user_id: userId, permission_id: rest };
      const route = kind === 'grant' ? routes.grantProjectPermission : routes.revokeProjectPermission;
      await call(context.sender, route, { params, body: {}, accessType: 'server' });
    } else {
      const params = { team_id: teamId, user_id: userId, permission_id: rest };
      const route = kind === 'grant' ? routes.grantTeamPermission : routes.revokeTeamPermission;
      await call(context.sender, route, { params, body: {}, accessType: 'server' });
    }
  };
  return {
    grantPermission: (first: PermissionScope | string, second?: string) => change('grant', first, second),
    revokePermission: (first: PermissionScope | string, second?: string) => change('revoke', first, second),
  } as PermissionGrantActions;
}
