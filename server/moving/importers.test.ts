import { beforeEach, describe, expect, it } from 'vitest';
import { expectJson } from '../test-support/expect-known-error';
import { createProjectWithKeys } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import type { TestProject } from '../test-support/test-server';
import { useTestServer } from '../test-support/use-test-server';
import { fixture, latch, usersByEmail } from './moving-fixtures';

describe.each(testDialects)('latch import <format> on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  const run = (...argv: string[]) => latch(t, ['import', ...argv, '--project', project.id]);

  it('firebase: addresses, names, custom claims and Google links; a bad address is reported and skipped', async () => {
    const result = await run('firebase', fixture('firebase-users.json'), '--hash-config', fixture('firebase-hash-config.json'));
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain('Imported 2 of 3 users');
    expect(result.out).toContain('skipped BadEmail00000000000000000000: invalid e-mail address: not-an-address');
    const users = await usersByEmail(t, project);
    expect(users.get('ada@firebase.example')).toMatchObject({
      display_name: 'Ada Lovelace',
      primary_email_verified: true,
      has_password: true,
      client_read_only_metadata: { plan: 'pro' },
      signed_up_at_millis: 1_690_000_000_000,
      oauth_providers: [{ id: 'google', account_id: '108234567890123456789', email: 'ada@gmail.example' }],
    });
    expect(users.get('grace@firebase.example')).toMatchObject({ has_password: false, primary_email_verified: false, oauth_providers: [{ id: 'github', account_id: '4242' }] });
  });

  it('firebase without the project hash parameters skips users with passwords and says why', async () => {
    const result = await run('firebase', fixture('firebase-users.json'));
    expect(result.out).toContain('skipped Xbq2hPjx0QWQmnDZ1rBfm0ZCaVF2: unsupported password hash: Firebase hash parameters not given');
  });

  it('auth0: metadata, social identities, and a hash of absurd cost refused', async () => {
    const result = await run('auth0', fixture('auth0-users.ndjson'), '--password-hashes', fixture('auth0-password-hashes.ndjson'));
    expect(result.out).toContain('Imported 2 of 3 users');
    expect(result.out).toContain('skipped auth0|60425dc43519d90068f82999: unsupported password hash: bcrypt cost must be 4 to 14');
    const users = await usersByEmail(t, project);
    expect(users.get('linus@auth0.example')).toMatchObject({ has_password: true, client_metadata: { theme: 'dark' }, server_metadata: { roles: ['admin'] }, oauth_providers: [] });
    expect(users.get('margaret@auth0.example')).toMatchObject({ has_password: false, oauth_providers: [{ id: 'google', account_id: '112233445566778899' }] });
  });

  it('clerk: every address with its verified state, the TOTP secret, and an unsupported hasher refused', async () => {
    const result = await run('clerk', fixture('clerk-users.csv'));
    expect(result.out).toContain('Imported 2 of 3 users');
    expect(result.out).toContain('skipped user_2cBcDeFgHiJkLmNoPqRsTuVwXyZ: unsupported password hash: Clerk hasher md5');
    const users = await usersByEmail(t, project);
    const katherine = users.get('katherine@clerk.example');
    expect(katherine).toMatchObject({ display_name: 'Katherine Johnson', primary_email_verified: true, has_password: true, requires_totp_mfa: true });
    expect(users.get('dorothy@clerk.example')).toMatchObject({ display_name: 'Dorothy, Jr. Vaughan', has_password: true });
    // JBSWY3DPEHPK3PXP is base32 for "Hello!" and 0xDEADBEEF, the secret an authenticator app holds.
    const stored = await t.deps.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', katherine?.id ?? '')
      .executeTakeFirst();
    expect(Buffer.from(stored?.totp_secret ?? '', 'base64')).toEqual(Buffer.from([...Buffer.from('Hello!'), 0xde, 0xad, 0xbe, 0xef]));
    const channels = await expectJson<{ items: { value: string; is_verified: boolean; is_primary: boolean }[] }>(
      await t.api('GET', `/contact-channels?user_id=${katherine?.id}`, { type: 'server', project }),
    );
    expect(channels.items.map((c) => [c.value, c.is_verified, c.is_primary]).sort()).toEqual([
      ['katherine@clerk.example', true, true],
      ['kj@old.example', true, false],
      ['spare@clerk.example', false, false],
    ]);
  });

  it('supabase: bcrypt passwords, metadata and identities; a second account with the same address is a duplicate', async () => {
    const result = await run('supabase', fixture('supabase-users.json'));
    expect(result.out).toContain('Imported 1 of 2 users');
    expect(result.out).toContain('skipped 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d: duplicate e-mail: alan@supabase.example');
    expect((await usersByEmail(t, project)).get('alan@supabase.example')).toMatchObject({
      id: '8f2d0c1e-4b5a-4c3d-9e8f-7a6b5c4d3e2f',
      display_name: 'Alan Turing',
      profile_image_url: 'https://avatars.example/alan.png',
      has_password: true,
      client_read_only_metadata: { provider: 'email', providers: ['email', 'github'] },
      oauth_providers: [{ id: 'github', account_id: '31337' }],
    });
  });

  it('better-auth: scrypt passwords, OAuth accounts, organizations as teams with their members', async () => {
    const result = await run('better-auth', fixture('better-auth.json'));
    expect(result.out).toContain('Imported 2 of 3 users and 1 teams');
    expect(result.out).toContain('skipped Bad0000000000000: invalid e-mail address: nobody@');
    const users = await usersByEmail(t, project);
    expect(users.get('barbara@better.example')).toMatchObject({ has_password: true, primary_email_verified: true });
    expect(users.get('edsger@better.example')).toMatchObject({ has_password: false, oauth_providers: [{ id: 'github', account_id: '9876543' }] });
    const teams = await expectJson<{ items: { id: string; display_name: string; server_metadata: unknown }[] }>(await t.api('GET', '/teams', { type: 'server', project }));
    expect(teams.items).toMatchObject([{ display_name: 'Distributed Systems', server_metadata: { tier: 'gold' } }]);
    const members = await t.deps.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', teams.items[0]?.id ?? '')
      .execute();
    expect(members).toHaveLength(2);
  });

  it('stack-auth: ids and metadata kept; an address differing only in case is a duplicate', async () => {
    const result = await run('stack-auth', fixture('stack-auth-users.json'));
    expect(result.out).toContain('Imported 1 of 2 users');
    expect(result.out).toContain('skipped 4c1f3f4e-1d2c-4b5a-8f9e-0a1b2c3d4e5f: duplicate e-mail: HEDY@stack.example');
    expect((await usersByEmail(t, project)).get('hedy@stack.example')).toMatchObject({
      client_metadata: { locale: 'de' },
      client_read_only_metadata: { plan: 'team' },
      server_metadata: { crm_id: 77 },
      has_password: false,
      oauth_providers: [{ id: 'google', account_id: '998877', email: 'hedy@gmail.example' }],
    });
  });

  it('django: an unusable password imports without one; an md5 hash is refused', async () => {
    const result = await run('django', fixture('django-users.json'));
    expect(result.out).toContain('Imported 2 of 3 users');
    expect(result.out).toContain('skipped 3: unsupported password hash: unknown algorithm');
    expect((await usersByEmail(t, project)).get('oauth-only@django.example')).toMatchObject({ has_password: false, display_name: 'oauthonly' });
  });

  it('a dry run reports the same and writes nothing', async () => {
    const result = await run('better-auth', fixture('better-auth.json'), '--dry-run');
    expect(result.out).toContain('Dry run: would import 2 of 3 users and 1 teams');
    expect(result.out).toContain('skipped Bad0000000000000: invalid e-mail address: nobody@');
    expect((await usersByEmail(t, project)).size).toBe(0);
    expect(await t.deps.db.selectFrom('teams').select('id').where('project_id', '=', project.id).execute()).toEqual([]);
  });

  it('refuses an unknown project, an unknown format and an unreadable file with a clear message', async () => {
    expect(await latch(t, ['import', 'clerk', fixture('clerk-users.csv'), '--project', 'no-such-project'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('No project with id no-such-project'),
    });
    expect(await run('okta', fixture('clerk-users.csv'))).toMatchObject({ code: 2, err: expect.stringContaining('latch import needs a format') });
    expect(await run('clerk', fixture('missing.csv'))).toMatchObject({ code: 1, err: expect.stringContaining('Cannot read the input') });
    expect(await run('firebase', fixture('clerk-users.csv'))).toMatchObject({ code: 1, err: expect.stringContaining('as a firebase export') });
  });
});
