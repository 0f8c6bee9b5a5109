import * as routes from '../protocol/projects/routes';
import type { AppViews } from './app-context';
import { call } from './http/call';
import { clientProjectFromJson } from './projects/client-project';
import { ownUserJson } from './users/own-user-json';

/**
 * What a ClientApp loads: the client view of the signed-in user (`GET /users/me`) and of the project
 * (`GET /projects/current`). The user object's code is imported with the first signed-in user, so a signed-out
 * page never downloads it.
 *
 * @example
 * ```ts
 * const context = createAppContext(options, clientViews);
 * ```
 */
export const clientViews: AppViews = {
  async loadUser(context) {
    const json = await ownUserJson(context, 'client');
    if (!json) return null;
    const { clientUser } = await import('./users/client-user');
    return clientUser(json, context);
  },
  async loadProject(context) {
    return clientProjectFromJson(await call(context.sender, routes.currentProject, {}));
  },
};
