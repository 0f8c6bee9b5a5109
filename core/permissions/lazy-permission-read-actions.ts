import type { AppContext } from '../app-context';
import type { PermissionReadActions } from './permission';
import type { PermissionHolder } from './permission-actions';

/**
 * The permission methods of the signed-in user's object, whose code loads on first use: most pages (a sign-in
 * page, the user button) never ask about permissions, so they do not pay for it.
 *
 * @example
 * ```ts
 * const actions = { ...lazyPermissionReadActions(context, { kind: 'me' }) };
 * ```
 */
export function lazyPermissionReadActions(context: AppContext, holder: PermissionHolder): PermissionReadActions {
  const load = async () => (await import('./permission-actions')).permissionReadActions(context, holder);
  // The overloads are the loaded methods' own; the arguments pass through untouched.
  const forward =
    <K extends keyof PermissionReadActions>(name: K) =>
    async (...args: unknown[]): Promise<unknown> =>
      ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  return {
    hasPermission: forward('hasPermission'),
    getPermission: forward('getPermission'),
    listPermissions: forward('listPermissions'),
  } as PermissionReadActions;
}
