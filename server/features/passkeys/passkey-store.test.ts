import { beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { passkeyProject } from './passkey-fixtures';
import { PasskeyStore, type NewPasskey } from './passkey-store';

const CREDENTIAL: NewPasskey = {
  credential_id: 'Y3JlZGVudGlhbA',
  public_key: 'a2V5',
  counter: 0,
  transports: ['internal'],
  device_type: 'singleDevice',
  backed_up: false,
  rp_id: 'app.example.com',
  name: 'Chrome on Linux',
};

describe.each(testDialects)('the passkeys table (contract: credential id unique per project) on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let store: PasskeyStore;

  beforeEach(async () => {
    project = await passkeyProject(t);
    store = new PasskeyStore(t.deps.db);
  });

  it('keeps one credential id once per project, also when two registrations race; another project may hold it too', async () => {
    const [alice, bob] = [await insertUser(t.deps.db, project.id), await insertUser(t.deps.db, project.id)];
    const results = await Promise.all([store.add(project.id, alice.id, CREDENTIAL), store.add(project.id, bob.id, CREDENTIAL)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.add(project.id, alice.id, CREDENTIAL)).toBe(false);

    const other = await passkeyProject(t);
    const carol = await insertUser(t.deps.db, other.id);
    expect(await store.add(other.id, carol.id, CREDENTIAL)).toBe(true);
    expect((await store.byCredentialId(project.id, CREDENTIAL.credential_id))?.project_id).toBe(project.id);
    expect((await store.byCredentialId(other.id, CREDENTIAL.credential_id))?.user_id).toBe(carol.id);
  });
});
