import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { connectionFrom } from '../../test-support/connection-from';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('projects created through the API on %s', (dialect) => {
  const t = useTestServer(dialect);
  let owner: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    owner = await signedInUser(t, 'internal', { email: 'owner@example.com' });
    stranger = await signedInUser(t, 'internal', { email: 'stranger@example.com' });
  });

  const asDashboardUser = (user: SignedInUser) => ({ type: 'client', project: t.internal, accessToken: user.accessToken }) as const;
  const create = (user: SignedInUser, body: unknown) => t.api('POST', '/internal/projects', asDashboardUser(user), body);
  const list = async (user: SignedInUser) => (await expectJson<{ items: AdminProjectJson[] }>(await t.api('GET', '/internal/projects', asDashboardUser(user)))).items;
  const administer = (projectId: string, token: string, init: RequestInit = {}) =>
    t.request('/api/v1/internal/projects/current', {
      ...init,
      headers: { 'x-stack-access-type': 'admin', 'x-stack-project-id': projectId, 'x-stack-admin-access-token': token, 'content-type': 'application/json' },
    });

  it("creates a project owned by the creator's team, with the request's config over the defaults", async () => {
    const created = await expectJson<AdminProjectJson>(
      await create(owner, { display_name: 'Acme', description: 'Rockets', config: { magic_link_enabled: true, sign_up_enabled: false } }),
      201,
    );
    expect(created).toMatchObject({ display_name: 'Acme', description: 'Rockets', user_count: 0, is_production_mode: false });
    expect(created.config).toMatchObject({ magic_link_enabled: true, sign_up_enabled: false, credential_enabled: true });
    expect(created.owner_team_id).toEqual(expect.any(String));
    expect((await list(owner)).map((p) => p.id)).toContain(created.id);
    expect((await list(stranger)).map((p) => p.id)).not.toContain(created.id);
  });

  it("is administered with the owner's access token, and not with another dashboard user's", async () => {
    const created = await expectJson<AdminProjectJson>(await create(owner, { display_name: 'Administered' }), 201);
    const patched = await administer(created.id, owner.accessToken, { method: 'PATCH', body: JSON.stringify({ display_name: 'Renamed' }) });
    expect((await expectJson<AdminProjectJson>(patched)).display_name).toBe('Renamed');
    const refused = await administer(created.id, stranger.accessToken);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await expectJson<AdminProjectJson>(await administer(created.id, owner.accessToken))).display_name).toBe('Renamed');
  });

  it('signs its users’ tokens with its own key, published in its own JWKS only', async () => {
    const created = await expectJson<AdminProjectJson>(await create(owner, { display_name: 'Own keys' }), 201);
    const jwks = async (id: string) => expectJson<JSONWebKeySet>(await t.request(`/api/v1/projects/${id}/.well-known/jwks.json`));
    const own = await jwks(created.id);
    const demo = await jwks(t.demo.id);
    expect(own.keys).toHaveLength(1);
    expect(demo.keys.map((k) => k.kid)).not.toContain(own.keys[0]?.kid);

    const user = await signedInUser(t, created.id);
    expect(decodeProtectedHeader(user.accessToken).kid).toBe(own.keys[0]?.kid);
    const verified = await jwtVerify(user.accessToken, createLocalJWKSet(own), { issuer: `${TEST_BASE_URL}/api/v1/projects/${created.id}`, audience: created.id });
    expect(verified.payload.sub).toBe(user.user.id);
    await expect(jwtVerify(user.accessToken, createLocalJWKSet(demo))).rejects.toThrow();
  });

  it('makes the owner team as any team is made: events, and the creator as team_admin of it', async () => {
    const creator = await signedInUser(t, 'internal', { email: 'team-maker@example.com' });
    const created = await expectJson<AdminProjectJson>(await create(creator, { display_name: 'Evented' }), 201);
    const teamId = created.owner_team_id ?? '';
    const rows = await t.deps.db.selectFrom('events').select(['type', 'data']).where('project_id', '=', 'internal').execute();
    const events = rows.map((row) => ({ type: row.type, data: JSON.parse(row.data) as unknown }));
    expect(events).toContainEqual({ type: 'team.created', data: expect.objectContaining({ id: teamId }) });
    expect(events).toContainEqual({ type: 'team_membership.created', data: { team_id: teamId, user_id: creator.user.id } });
    const grants = await t.deps.db.selectFrom('team_permission_grants').select('permission_id').where('team_id', '=', teamId).where('user_id', '=', creator.user.id).execute();
    expect(grants.map((grant) => grant.permission_id)).toEqual(['team_admin']);
    const teams = await expectJson<{ items: { id: string; display_name: string }[] }>(await t.api('GET', '/teams?user_id=me', asDashboardUser(creator)));
    expect(teams.items).toEqual([expect.objectContaining({ id: teamId, display_name: "team-maker@example.com's Team" })]);
    // As team_admin the creator may rename the team that owns their project.
    expect((await t.api('PATCH', `/teams/${teamId}`, asDashboardUser(creator), { display_name: 'Makers' })).status).toBe(200);
  });

  it('lets the creator pick one of their teams, and only theirs', async () => {
    const teamId = await addTeam(t, 'internal', owner.user.id, 'Platform');
    const created = await expectJson<AdminProjectJson>(await create(owner, { display_name: 'Team pick', owner_team_id: teamId }), 201);
    expect(created.owner_team_id).toBe(teamId);
    await expectKnownError(await create(stranger, { display_name: 'Hijack', owner_team_id: teamId }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', {
      team_id: teamId,
      user_id: stranger.user.id,
    });
  });

  it('creates nothing when the body is wrong or the project could not be in production mode', async () => {
    const before = (await list(owner)).length;
    await expectKnownError(await create(owner, { display_name: '' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await create(owner, { display_name: 'X', config: { unknown_key: true } }), 400, 'SCHEMA_ERROR');
    const production = await create(owner, { display_name: 'Prod', is_production_mode: true, config: { allow_localhost: true } });
    expect(production.status).toBe(400);
    expect(await production.text()).toContain('Localhost is not allowed in production mode');
    expect((await list(owner)).length).toBe(before);
  });

  it('lets one owner create 10 projects at once, then refuses with 429 and creates nothing; other owners go on', async () => {
    const busy = await signedInUser(t, 'internal', { email: 'busy-owner@example.com' });
    for (let i = 0; i < 10; i++) await expectJson(await create(busy, { display_name: `Burst ${i}` }), 201);
    const refused = await create(busy, { display_name: 'One too many' });
    expect(refused.status).toBe(429);
    // One comes back every 2.4 hours (less the time the burst took).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(8600);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(8640);
    expect((await list(busy)).map((p) => p.display_name)).not.toContain('One too many');
    await expectJson(await create(stranger, { display_name: 'Unaffected' }), 201);
  });

  it('lets one client address create 20 projects, whoever signs in there, then refuses it and not other addresses', async () => {
    const owners = await Promise.all([1, 2, 3].map((n) => signedInUser(t, 'internal', { email: `office-${n}@example.com` })));
    const createFrom = (address: string, user: SignedInUser, name: string) =>
      t.app.request(
        `${TEST_BASE_URL}/api/v1/internal/projects`,
        { method: 'POST', headers: { ...accessHeaders(asDashboardUser(user)), 'content-type': 'application/json' }, body: JSON.stringify({ display_name: name }) },
        connectionFrom(address),
      );
    for (let i = 0; i < 20; i++) await expectJson(await createFrom('198.51.100.20', owners[i % 3] ?? owner, `Office ${i}`), 201);
    const third = owners[2] ?? owner;
    expect((await createFrom('198.51.100.20', third, 'Refused')).status).toBe(429);
    await expectJson(await createFrom('198.51.100.21', third, 'From elsewhere'), 201);
  });

  it('needs a signed-in user of the internal project', async () => {
    await expectKnownError(await t.api('POST', '/internal/projects', { type: 'client', project: t.internal }, { display_name: 'X' }), 401, 'USER_AUTHENTICATION_REQUIRED');
    const demoUser = await signedInUser(t, t.demo.id);
    const onDemo = await t.api('POST', '/internal/projects', { type: 'client', project: t.demo, accessToken: demoUser.accessToken }, { display_name: 'X' });
    await expectKnownError(onDemo, 401, 'EXPECTED_INTERNAL_PROJECT');
    const listed = await t.api('GET', '/internal/projects', { type: 'client', project: t.demo, accessToken: demoUser.accessToken });
    await expectKnownError(listed, 401, 'EXPECTED_INTERNAL_PROJECT');
  });
});
