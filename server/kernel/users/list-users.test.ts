import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type UserList = { items: ServerUserJson[]; pagination: { next_cursor: string | null } };

describe.each(testDialects)('GET /users at scale on %s: keyset pages and indexed search', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  const server = () => ({ type: 'server' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function create(body: Record<string, unknown> = {}): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('POST', '/users', server(), body), 201);
  }

  async function list(query: string): Promise<UserList> {
    return expectJson<UserList>(await t.api('GET', `/users${query}`, server()));
  }

  async function ids(query: string): Promise<string[]> {
    return (await list(query)).items.map((user) => user.id);
  }

  /** Every page of two, following next_cursor; `between` runs after the first page. */
  async function walk(query: string, between: () => Promise<void> = async () => undefined): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const result: UserList = await list(`?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...result.items.map((user) => user.id));
      if (page === 0) await between();
      cursor = result.pagination.next_cursor;
      if (!cursor) return seen;
    }
    throw new Error('pagination did not end');
  }

  it('orders users who signed up in the same millisecond by id, and pages through them without loss or repeat', async () => {
    const users = [];
    for (let i = 0; i < 7; i++) users.push(await create({ display_name: `Tied ${i}` }));
    const early = users.slice(0, 2).map((u) => u.id);
    const tied = users.slice(2).map((u) => u.id);
    await t.deps.db.updateTable('users').set({ signed_up_at: 1_000 }).where('id', 'in', early).execute();
    await t.deps.db.updateTable('users').set({ signed_up_at: 2_000 }).where('id', 'in', tied).execute();
    const expected = [...[...early].sort(), ...[...tied].sort()];

    expect(await ids('?limit=100')).toEqual(expected);
    // A user signing up while the admin pages does not shift the pages already seen, and shows at the end.
    let late = '';
    const walked = await walk('', async () => {
      late = (await create({ display_name: 'Late' })).id;
    });
    expect(walked).toEqual([...expected, late]);
    expect(await walk('&desc=true')).toEqual([late, ...[...expected].reverse()]);
  });

  it('pages by last activity over ties too', async () => {
    const users = [];
    for (let i = 0; i < 5; i++) users.push((await create({ display_name: `Active ${i}` })).id);
    await t.deps.db.updateTable('users').set({ last_active_at: 5_000 }).where('id', 'in', users).execute();
    expect(await walk('&order_by=last_active_at')).toEqual([...users].sort());
    expect(await walk('&order_by=last_active_at&desc=true')).toEqual([...users].sort().reverse());
  });

  it('finds users by any part of the name, e-mail or id, and follows renames, new addresses and deletions', async () => {
    const ada = await create({ display_name: 'Ada Lovelace', primary_email: 'ada@analytical.example' });
    const grace = await create({ display_name: 'Grace Hopper', primary_email: 'grace@cobol.example' });
    expect(await ids('?query=LOVEL')).toEqual([ada.id]);
    expect(await ids('?query=cobol.ex')).toEqual([grace.id]);
    expect(await ids(`?query=${grace.id.slice(9, 23)}`)).toEqual([grace.id]);
    expect((await ids('?query=.example')).sort()).toEqual([ada.id, grace.id].sort());
    // Two characters: too short for the trigram index, still found.
    expect(await ids('?query=ho')).toEqual([grace.id]);

    await expectJson(await t.api('PATCH', `/users/${ada.id}`, server(), { display_name: 'Augusta King', primary_email: 'augusta@engine.example' }));
    expect(await ids('?query=lovelace')).toEqual([]);
    expect(await ids('?query=analytical')).toEqual([]);
    expect(await ids('?query=augusta k')).toEqual([ada.id]);
    expect(await ids('?query=engine.ex')).toEqual([ada.id]);

    await expectJson(await t.api('DELETE', `/users/${grace.id}`, server()));
    expect(await ids('?query=hopper')).toEqual([]);
    // Wildcards of LIKE in a long query are plain characters.
    expect(await ids('?query=a%25a')).toEqual([]);
    expect(await ids('?query=aug_sta')).toEqual([]);
  });

  it("searches only the project's own users, and keeps anonymous ones out unless asked", async () => {
    const other = await createProjectWithKeys(t);
    await signUp(t, other, 'searchable-elsewhere@example.com');
    const mine = await create({ primary_email: 'searchable-here@example.com' });
    const anonymous = await create({ display_name: 'searchable ghost', is_anonymous: true });
    expect(await ids('?query=searchable')).toEqual([mine.id]);
    expect((await ids('?query=searchable&include_anonymous=true')).sort()).toEqual([mine.id, anonymous.id].sort());
  });

  it('pages through search results with the cursor', async () => {
    const found = [];
    for (let i = 0; i < 5; i++) found.push((await create({ display_name: `Needle ${i}` })).id);
    // Users made in the same millisecond tie on signed_up_at (the id breaks the tie): give each its own instant.
    for (const [i, id] of found.entries())
      await t.deps.db
        .updateTable('users')
        .set({ signed_up_at: 1_000 + i })
        .where('id', '=', id)
        .execute();
    await create({ display_name: 'Haystack' });
    expect(await walk('&query=needle')).toEqual(found);
    expect(await walk('&query=needle&desc=true')).toEqual([...found].reverse());
  });
});
