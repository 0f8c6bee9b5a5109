import * as routes from '../../protocol/teams/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { teamsChanged } from './team-actions';

function checkCode(code: unknown, method: string): asserts code is string {
  if (typeof code !== 'string') throw new TypeError(`${method}: code must be a string.`);
}

/**
 * The signed-in user joins the team of an invitation link's code (`POST /team-invitations/accept`) with the project's
 * member default permissions; `$user` reloads so every element shows the new team. A refusal (expired, used, no
 * user…) is a Result error.
 *
 * @example
 * ```ts
 * const result = await acceptTeamInvitation(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export async function acceptTeamInvitation(context: AppContext, code: string): Promise<Result<undefined>> {
  checkCode(code, 'acceptTeamInvitation');
  const answer = await knownErrorResult(() => call(context.sender, routes.acceptTeamInvitation, { body: { code }, session: context.tokens }));
  if (answer.status === 'error') return answer;
  await teamsChanged(context);
  return { status: 'ok', data: undefined };
}

/**
 * The team an invitation code leads to, without using the code (`POST /team-invitations/accept/details`).
 *
 * @example
 * ```ts
 * const result = await getTeamInvitationDetails(context, code);
 * if (result.status === 'ok') title.textContent = result.data.teamDisplayName;
 * ```
 */
export async function getTeamInvitationDetails(context: AppContext, code: string): Promise<Result<{ teamId: string; teamDisplayName: string }>> {
  checkCode(code, 'getTeamInvitationDetails');
  const answer = await knownErrorResult(() => call(context.sender, routes.teamInvitationDetails, { body: { code }, session: context.tokens }));
  if (answer.status === 'error') return answer;
  return { status: 'ok', data: { teamId: answer.data.team_id, teamDisplayName: answer.data.team_display_name } };
}

/**
 * Whether an invitation code can still be accepted, without using it (`POST /team-invitations/accept/check-code`).
 *
 * @example
 * ```ts
 * const usable = (await verifyTeamInvitationCode(context, code)).status === 'ok';
 * ```
 */
export async function verifyTeamInvitationCode(context: AppContext, code: string): Promise<Result<undefined>> {
  checkCode(code, 'verifyTeamInvitationCode');
  const answer = await knownErrorResult(() => call(context.sender, routes.checkTeamInvitationCode, { body: { code }, session: context.tokens }));
  return answer.status === 'error' ? answer : { status: 'ok', data: undefined };
}

/**
 * The invitation methods of the signed-in user's object. (The official client has them on the app; here they are on
 * the user, whose code loads with the first signed-in user, so that pages where nobody is signed in do not carry them.
 * Accepting needs a signed-in user anyway.)
 *
 * @example
 * ```ts
 * const details = await user.getTeamInvitationDetails(code);
 * if (details.status === 'ok' && confirm(`Join ${details.data.teamDisplayName}?`)) await user.acceptTeamInvitation(code);
 * ```
 */
export type InvitationActions = {
  /** Joins the team of an invitation link's code; a refusal (expired, used…) is a Result error. */
  acceptTeamInvitation(code: string): Promise<Result<undefined>>;
  /** The team an invitation code leads to, without using the code. */
  getTeamInvitationDetails(code: string): Promise<Result<{ teamId: string; teamDisplayName: string }>>;
  /** Whether an invitation code can still be accepted, without using it. */
  verifyTeamInvitationCode(code: string): Promise<Result<undefined>>;
};

/**
 * The invitation functions above as the user object's methods, acting for the signed-in user of `context`.
 *
 * @example
 * ```ts
 * const { acceptTeamInvitation } = teamInvitationActions(context);
 * ```
 */
export function teamInvitationActions(context: AppContext): InvitationActions {
  return {
    acceptTeamInvitation: (code) => acceptTeamInvitation(context, code),
    getTeamInvitationDetails: (code) => getTeamInvitationDetails(context, code),
    verifyTeamInvitationCode: (code) => verifyTeamInvitationCode(context, code),
  };
}
