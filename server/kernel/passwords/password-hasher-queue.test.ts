import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { PasswordHasher } from './password-hasher';

/** A hasher whose slots a test can hold until it lets go, so "busy" does not depend on how fast a hash is. */
class HoldableHasher extends PasswordHasher {
  hold(until: Promise<void>): Promise<void> {
    return this.run(() => until);
  }
}

describe.each(testDialects)('a saturated password hasher on %s', (dialect) => {
  // One hash at a time and one waiting: a burst overflows at once.
  const t = useTestServer(dialect, { passwords: new HoldableHasher({ concurrency: 1, maxQueue: 1 }) });
  let project: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
  });

  it('answers 429 with Retry-After: 1 beyond its queue, writes nothing for those, and serves the rest', async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail('burst'));
    const responses = await Promise.all(emails.map((email) => t.api('POST', '/auth/password/sign-up', client(project), { email, password: PASSWORD })));
    const refused = responses.filter((r) => r.status === 429);
    const served = responses.filter((r) => r.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length + served.length).toBe(6);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.text()).toMatch(/busy/);
    }
    const users = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    expect(users).toHaveLength(served.length);

    // Once the burst is over, sign-ups work again.
    const later = await t.api('POST', '/auth/password/sign-up', client(project), { email: uniqueEmail('later'), password: PASSWORD });
    expect((await expectJson<{ user_id: string }>(later)).user_id).toEqual(expect.any(String));
  });

  it('sends every sign-in through the hasher, known e-mail or not, so none answers faster', async () => {
    const known = uniqueEmail('known');
    await expectJson(await t.api('POST', '/auth/password/sign-up', client(project), { email: known, password: PASSWORD }));
    // Fill the one slot and the one queue place: any sign-in that hashes is now refused with 429.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const hasher = t.deps.passwords as HoldableHasher;
    const busy = [hasher.hold(released), hasher.hold(released)];
    const attempts = [
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email: known, password: 'wrong password' },
      { email: known, password: PASSWORD },
    ];
    const responses = await Promise.all(attempts.map((attempt) => t.api('POST', '/auth/password/sign-in', client(project), attempt)));
    expect(responses.map((r) => r.status)).toEqual([429, 429, 429]);
    release();
    await Promise.all(busy);
    const unknown = await t.api('POST', '/auth/password/sign-in', client(project), attempts[0]);
    await expectKnownError(unknown, 400, 'EMAIL_PASSWORD_MISMATCH');
  });
});
