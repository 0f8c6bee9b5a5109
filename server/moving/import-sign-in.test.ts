import { beforeEach, describe, expect, it } from 'vitest';
import { expectKnownError } from '../test-support/expect-known-error';
import { client, createProjectWithKeys, signIn } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import type { TestProject } from '../test-support/test-server';
import { useTestServer } from '../test-support/use-test-server';
import { fixture, latch, storedHash } from './moving-fixtures';

describe.each(testDialects)('imported users sign in with their original passwords on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  it.each([
    ['firebase', ['firebase-users.json', '--hash-config', fixture('firebase-hash-config.json')], 'ada@firebase.example', 'user1password', '$latch-firebase-scrypt$'],
    ['auth0', ['auth0-users.ndjson', '--password-hashes', fixture('auth0-password-hashes.ndjson')], 'linus@auth0.example', 'auth0 horse battery', '$2b$10$'],
    ['django', ['django-users.json'], 'guido@django.example', 'django horse battery', '$latch-pbkdf2-sha256$'],
  ])('%s: a wrong password is the usual mismatch; the right one signs in and the hash becomes argon2id', async (format, [file, ...extra], email, password, importedPrefix) => {
    const imported = await latch(t, ['import', format, fixture(file as string), '--project', project.id, ...extra]);
    expect(imported.code).toBe(0);
    expect(await storedHash(t, project, email)).toMatch(new RegExp(`^${importedPrefix.replaceAll('$', '\\$')}`));

    await expectKnownError(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: `${password} wrong` }), 400, 'EMAIL_PASSWORD_MISMATCH');
    expect(await storedHash(t, project, email)).toMatch(/^\$(2b|latch-)/);

    const session = await signIn(t, project, email, password);
    expect(session.access_token).toBeTruthy();
    expect(await storedHash(t, project, email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The rehashed password still signs in.
    expect((await signIn(t, project, email, password)).access_token).toBeTruthy();
  });

  it('a user with an imported TOTP secret is asked for the second factor, and the proven password is rehashed all the same', async () => {
    expect((await latch(t, ['import', 'clerk', fixture('clerk-users.csv'), '--project', project.id])).code).toBe(0);
    expect(await storedHash(t, project, 'katherine@clerk.example')).toMatch(/^\$2b\$10\$/);
    await expectKnownError(
      await t.api('POST', '/auth/password/sign-in', client(project), { email: 'katherine@clerk.example', password: 'clerk horse battery' }),
      400,
      'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
    );
    expect(await storedHash(t, project, 'katherine@clerk.example')).toMatch(/^\$argon2id\$/);
  });
});
