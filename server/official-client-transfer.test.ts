import { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const VERIFY = 'http://localhost:3000/handler/email-verification';

/**
 * The official client's project transfer (`user.transferProject`, `POST /internal/projects/transfer`, docs/wire.md §3
 * "Project transfer"), as a dashboard user of the internal project calls it: the project moves to another of their teams.
 */
describe.each(testDialects)('the official client transfers a project on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);

  it("moves a project the user owns through one team to another of the user's teams", async () => {
    const { id, keys } = t.running.bootstrap.internal;
    // The internal project's user has the dashboard calls (createProject, transferProject) in the client's types.
    const app = new StackClientApp<'memory', true, 'internal'>({
      projectId: id as 'internal',
      publishableClientKey: keys.publishable_client_key,
      baseUrl: t.running.url,
      tokenStore: 'memory',
    });
    const email = t.newEmail('owner');
    expect((await app.signUpWithCredential({ email, password: 'correct horse battery', noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    const first = await user.createTeam({ displayName: 'First' });
    const second = await user.createTeam({ displayName: 'Second' });
    const project = await user.createProject({ displayName: 'Moving', teamId: first.id });
    expect(project.ownerTeamId).toBe(first.id);

    await user.transferProject(project.id, second.id);
    const owned = await user.listOwnedProjects();
    expect(owned.find((p) => p.id === project.id)?.ownerTeamId).toBe(second.id);

    // A team the user is not a member of is refused, and the project stays where it is.
    const stranger = new StackClientApp({ projectId: id, publishableClientKey: keys.publishable_client_key, baseUrl: t.running.url, tokenStore: 'memory' });
    expect(
      (await stranger.signUpWithCredential({ email: t.newEmail('stranger'), password: 'correct horse battery', noRedirect: true, verificationCallbackUrl: VERIFY })).status,
    ).toBe('ok');
    const theirs = await (await stranger.getUser({ or: 'throw' })).createTeam({ displayName: 'Theirs' });
    await expect(user.transferProject(project.id, theirs.id)).rejects.toThrow();
    expect((await user.listOwnedProjects()).find((p) => p.id === project.id)?.ownerTeamId).toBe(second.id);
  });
});
