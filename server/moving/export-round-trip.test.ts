import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '../../protocol/headers';
import { client, configure, createProjectWithKeys, signIn } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import { useTestServer } from '../test-support/use-test-server';
import type { LatchExport } from './latch-format';
import { fixture, latch } from './moving-fixtures';

const PASSKEY_ROW = {
  credential_id: 'AaBbCcDdEeFfGgHhIiJjKk',
  public_key: 'pQECAyYgASFYIGJ1bmNoIG9mIGJ5dGVzIHRoYXQgYXJlIGEga2V5IQ',
  counter: 3,
  transports: '["internal","hybrid"]',
  device_type: 'multiDevice' as const,
  backed_up: true,
  rp_id: 'app.example.com',
  name: 'Laptop',
  created_at: 1_700_000_000_000,
  last_used_at: null,
};

/** An export without what differs between two projects by design: ids, the project, the time of export. */
function comparable(file: LatchExport) {
  const userKey = new Map(file.users.map((u) => [u.id, u.emails.find((e) => e.primary)?.address ?? u.display_name]));
  const teamKey = new Map(file.teams.map((t) => [t.id, t.display_name]));
  return {
    config: file.project.config,
    permission_definitions: file.permission_definitions,
    teams: file.teams.map(({ id: _id, ...team }) => team),
    users: file.users.map(({ id: _id, ...user }) => user).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    memberships: file.memberships
      .map((m) => ({ ...m, team_id: teamKey.get(m.team_id), user_id: userKey.get(m.user_id) }))
      .sort((a, b) => String(a.user_id).localeCompare(String(b.user_id))),
  };
}

describe.each(testDialects)('latch export, then latch import latch on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('a whole project imports back into a new project losslessly, and its users keep signing in', async () => {
    const source = await createProjectWithKeys(t);
    await configure(t, source, { sign_up_enabled: false, allow_localhost: false, allow_user_api_keys: true, allow_team_api_keys: true });
    const definition = await t.api('POST', '/team-permission-definitions', { type: 'admin', project: source }, { id: 'billing', description: 'Sees invoices' });
    expect(definition.status).toBe(201);
    await latch(t, ['import', 'firebase', fixture('firebase-users.json'), '--project', source.id, '--hash-config', fixture('firebase-hash-config.json')]);
    await latch(t, ['import', 'better-auth', fixture('better-auth.json'), '--project', source.id]);
    await latch(t, ['import', 'clerk', fixture('clerk-users.csv'), '--project', source.id]);
    const [team] = await t.deps.db.selectFrom('teams').select('id').where('project_id', '=', source.id).execute();
    const [member] = await t.deps.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', team?.id ?? '')
      .execute();
    const grant = await t.api('POST', `/team-permissions/${team?.id}/${member?.user_id}/billing`, { type: 'server', project: source }, {});
    expect(grant.status).toBe(201);
    const server = { type: 'server', project: source } as const;
    const userKey = (await (await t.api('POST', '/user-api-keys', server, { user_id: member?.user_id, description: 'CI', expires_at_millis: null })).json()) as { value: string };
    const teamKey = (await (await t.api('POST', '/team-api-keys', server, { team_id: team?.id, description: 'Billing sync', expires_at_millis: null })).json()) as {
      value: string;
    };
    // A passkey as registration stores it (the ceremony itself is the passkeys feature's tests' business).
    await t.deps.db
      .insertInto('passkeys')
      .values({ ...PASSKEY_ROW, id: crypto.randomUUID(), project_id: source.id, user_id: member?.user_id ?? '' })
      .execute();
    // A sign-in in German: the user's mails are German, and the export carries it (docs/i18n.md "E-mails").
    const german = await t.api('POST', '/auth/password/sign-in', client(source), { email: 'ada@firebase.example', password: 'user1password' }, { [LOCALE_HEADER]: 'de' });
    expect(german.status).toBe(200);

    const out = path.join(tmpdir(), `latch-export-${process.pid}-${dialect}.json`);
    try {
      expect(await latch(t, ['export', '--project', source.id, '--out', out])).toMatchObject({ code: 0 });
      const exported = JSON.parse(await readFile(out, 'utf8')) as LatchExport;
      expect(exported.users).toHaveLength(6);
      expect(exported.users.map((user) => user.locale ?? null).sort()).toEqual(['de', null, null, null, null, null]);
      expect(exported.memberships.flatMap((m) => m.permissions)).toContain('billing');

      // The source server is usually another one: here the source project's keys go, as they would with it.
      await t.deps.db.deleteFrom('project_api_keys').where('project_id', '=', source.id).execute();
      const target = await createProjectWithKeys(t);
      const imported = await latch(t, ['import', 'latch', out, '--project', target.id]);
      expect(imported).toMatchObject({ code: 0, out: expect.stringContaining('Imported 6 of 6 users and 1 teams') });

      const again = await latch(t, ['export', '--project', target.id]);
      expect(comparable(JSON.parse(again.out) as LatchExport)).toEqual(comparable(exported));
      expect((await signIn(t, target, 'ada@firebase.example', 'user1password')).access_token).toBeTruthy();
      // The keys their owners hold work on the new project, and the passkey is there for the same site.
      const targetServer = { type: 'server', project: target } as const;
      expect((await t.api('POST', '/user-api-keys/check', targetServer, { api_key: userKey.value })).status).toBe(200);
      expect((await t.api('POST', '/team-api-keys/check', targetServer, { api_key: teamKey.value })).status).toBe(200);
      const passkeys = await t.deps.db.selectFrom('passkeys').select(['credential_id', 'rp_id']).where('project_id', '=', target.id).execute();
      expect(passkeys).toEqual([{ credential_id: PASSKEY_ROW.credential_id, rp_id: PASSKEY_ROW.rp_id }]);
    } finally {
      await rm(out, { force: true });
    }
  });
});
