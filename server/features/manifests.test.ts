import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../kernel/db/open-database';
import { migrateToLatest } from '../migrate';
import { createTestDatabase, testDialects, type TestDatabase } from '../test-support/test-databases';
import { features } from './index';

/** The feature list is assembled from manifests (kernel/feature.ts): what each one claims must hold in a real database. */
describe.each(testDialects)('feature manifests on %s', (dialect) => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    opened = openDatabase(testDb.location);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.close();
    await testDb.drop();
  });

  it('gives every capability one name and every table one owner', () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const owned = features.flatMap((feature) => feature.tables ?? []);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("creates each table a feature names with that feature's migrations", async () => {
    const existing = new Set((await opened.db.introspection.getTables()).map((table) => table.name));
    const missing = features.flatMap((feature) => (feature.tables ?? []).filter((table) => !existing.has(table)).map((table) => `${feature.name}: ${table}`));
    expect(missing).toEqual([]);
    // Passkeys, the recipe's worked example (ARCHITECTURE.md "Growing the house"), owns exactly its one table.
    expect(features.find((feature) => feature.name === 'passkeys')?.tables).toEqual(['passkeys']);
  });
});
