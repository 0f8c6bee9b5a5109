import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { openDatabase, type OpenedDatabase } from './open-database';

describe.each(testDialects)('booleans on %s', (dialect) => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    opened = openDatabase(testDb.location);
    await sql`create table flags (id integer primary key, on_off boolean not null, note text)`.execute(opened.db);
  });
  afterAll(async () => {
    await opened.close();
    await testDb.drop();
  });

  it('reads back what was written as booleans, through aliases and in filters', async () => {
    await sql`insert into flags (id, on_off, note) values (${1}, ${true}, ${'1'}), (${2}, ${false}, ${'0'})`.execute(opened.db);
    const { rows } = await sql<{ id: number; flag: unknown; note: unknown }>`select id, on_off as flag, note from flags order by id`.execute(opened.db);
    expect(rows.map((row) => [row.flag, row.note])).toEqual([
      [true, '1'],
      [false, '0'],
    ]);
    const { rows: on } = await sql<{ id: number }>`select id from flags where on_off = ${true}`.execute(opened.db);
    expect(on.map((row) => Number(row.id))).toEqual([1]);
  });
});
