import type { AppViews } from './app-context';
import { clientViews } from './client-views';
import { ownUserJson } from './users/own-user-json';
import { serverUserFromJson } from './users/server-user-from-json';

/**
 * What a ServerApp loads: the server view of the signed-in user (`GET /users/me` with server access) and the client
 * view of the project.
 *
 * @example
 * ```ts
 * const context = createAppContext(options, serverViews);
 * ```
 */
export const serverViews: AppViews = {
  async loadUser(context) {
    const json = await ownUserJson(context, 'server');
    return json && serverUserFromJson(context, json, true);
  },
  // A call rather than `clientViews.loadProject`: a property read at module level would keep this module (and the
  // server user code) in every bundle that imports core's index, used or not.
  loadProject: (context) => clientViews.loadProject(context),
};
