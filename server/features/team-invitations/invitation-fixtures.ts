import { expect } from 'vitest';
import type { TeamInvitationJson } from '../../../protocol/teams/invitation-json';
import { expectJson } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { insertUser, uniqueEmail } from '../../test-support/test-accounts';
import type { TestProject, TestServer } from '../../test-support/test-server';
import { startSession } from '../../kernel/sessions/issue-session';
import { as, server, type Person } from '../../kernel/teams/team-fixtures';

/**
 * Test fixtures of the team-invitations tests (not a test file): invitations sent through the API, read back as a
 * server lists them, and invitees whose address is verified.
 */

/** A trusted callback of `teamProject` projects (localhost is allowed there). */
export const CALLBACK = 'http://localhost:3000/handler/team-invitation';

/** `sender` invites `email` to a team through the API; returns the invitation's id and the mailed code. */
export async function invite(t: TestServer, sender: Person, teamId: string, email: string): Promise<{ id: string; code: string }> {
  const response = await t.api('POST', '/team-invitations/send-code', as(sender), { team_id: teamId, email, callback_url: CALLBACK });
  const sent = await expectJson<{ success: true; id: string }>(response);
  expect(sent).toEqual({ success: true, id: sent.id });
  return { id: sent.id, code: codeFromMail(await lastOutboxMailTo(t.deps.db, sender.project.id, email), CALLBACK) };
}

/** A team's pending invitations, as a server lists them. */
export async function invitationsOf(t: TestServer, project: TestProject, teamId: string): Promise<TeamInvitationJson[]> {
  return (await expectJson<{ items: TeamInvitationJson[] }>(await t.api('GET', `/team-invitations?team_id=${teamId}`, server(project)))).items;
}

/** Someone of `project` whose address is verified, signed in. */
export async function verifiedPerson(t: TestServer, project: TestProject, email = uniqueEmail('verified')): Promise<Person> {
  const user = await insertUser(t.deps.db, project.id, { email });
  const { accessToken } = await startSession(t.deps, user);
  return { id: user.id, email, accessToken, refreshToken: '', project };
}
