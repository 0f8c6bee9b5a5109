import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { signIn, WRONG_PASSWORD_MESSAGE } from './support/steps';
import type { Target } from './support/targets';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const fixture = (name: string) => path.join(root, 'server', 'moving', 'fixtures', name);

/** `latch <argv…>` as the operator runs it on the server's machine, against that server's database. */
function latch(target: Target, argv: string[]): Promise<{ stdout: string }> {
  return run(process.execPath, [path.join(root, 'bin', 'latch.mjs'), ...argv], { env: { ...process.env, ...target.databaseEnv }, timeout: 30_000 });
}

/**
 * Moving in (docs/import.md): an operator imports a Firebase export (scrypt), an Auth0 export (bcrypt) and a Django
 * export (PBKDF2) with `latch import` on the server's machine, and those people sign in on a site with
 * `<auth-sign-in>` and the passwords they always had.
 */
test.describe('imported users sign in with their original passwords', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOwnProject(target, { credential_enabled: true, allow_localhost: true });
    const imports = [
      ['firebase', fixture('firebase-users.json'), '--hash-config', fixture('firebase-hash-config.json')],
      ['auth0', fixture('auth0-users.ndjson'), '--password-hashes', fixture('auth0-password-hashes.ndjson')],
      ['django', fixture('django-users.json')],
    ];
    for (const args of imports) {
      const { stdout } = await latch(target, ['import', ...args, '--project', project.id]);
      expect(stdout).toMatch(/^Imported [12] of 3 users/);
    }
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  for (const [source, email, password] of [
    ['Firebase (scrypt)', 'ada@firebase.example', 'user1password'],
    ['Auth0 (bcrypt)', 'linus@auth0.example', 'auth0 horse battery'],
    ['Django (PBKDF2)', 'guido@django.example', 'django horse battery'],
  ] as const) {
    test(`a user from ${source} is refused a wrong password, then signs in with theirs, and is rehashed`, async ({ page, target }) => {
      await page.goto('/sign-in-only');
      const element = page.locator('auth-sign-in');
      await signIn(element, email, `${password} typo`);
      await expect(element.getByRole('alert').filter({ hasText: WRONG_PASSWORD_MESSAGE })).toBeVisible();
      await signIn(element, email, password);
      await expect(element.getByText(`Signed in as ${email}.`)).toBeVisible();
      // The operator's export shows the password now stored as Latch's own argon2id.
      const { stdout } = await latch(target, ['export', '--project', project.id]);
      const exported = JSON.parse(stdout) as { users: { password_hash: string | null; emails: { address: string }[] }[] };
      const user = exported.users.find((u) => u.emails.some((e) => e.address === email));
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    });
  }
});
