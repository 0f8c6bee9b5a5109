import { routes } from '../protocol/routes';
import type { AppViews } from './app-context';
import { call } from './http/call';
import { clientProjectFromJson } from './projects/client-project';
import { clientUserActions } from './users/client-user-actions';
import { createCurrentUser } from './users/current-user';
import { ownUserJson } from './users/own-user-json';

/**
 * What a ClientApp loads: the client view of the signed-in user (`GET /users/me`) and of the project
 * (`GET /projects/current`).
 *
 * @example
 * ```ts
 * const context = createAppContext(options, clientViews);
 * ```
 */
export const clientViews: AppViews = {
  async loadUser(context) {
    const json = await ownUserJson(context, 'client');
    return json && createCurrentUser(json, clientUserActions(context, json.primary_email));
  },
  async loadProject(context) {
    return clientProjectFromJson(await call(context.sender, routes.currentProject, {}));
  },
};
