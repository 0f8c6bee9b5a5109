import type { ClientUserJson } from '../../protocol/users/json';
import type { AppContext } from '../app-context';
import { lazySelectedTeam } from '../teams/selected-team';
import { clientUserActions } from './client-user-actions';
import { createCurrentUser, type CurrentUser } from './current-user';

/**
 * The client view of the signed-in user as an object with its methods. Its own module so that clientViews can
 * import it on first use: a page where nobody is signed in (a sign-in page) never loads it (issue 7's budget).
 *
 * @example
 * ```ts
 * const json = await ownUserJson(context, 'client');
 * const user = json && clientUser(json, context);
 * ```
 */
export function clientUser(json: ClientUserJson, context: AppContext): CurrentUser {
  return createCurrentUser(json, { ...clientUserActions(context, json.primary_email, json.oauth_providers), ...lazySelectedTeam(context, json.selected_team, { kind: 'me' }) });
}
