import { describe, expect, it } from 'vitest';
import { startServer } from '../../start-server';
import { createTestDatabase, testDialects } from '../../test-support/test-databases';

/** Without `LATCH_METRICS_TOKEN` (README "Metrics, logs and traces"): nothing counted, the path not served. */
describe.each(testDialects)('metrics without a token (%s)', (dialect) => {
  it('are not served at all', async () => {
    const database = await createTestDatabase(dialect);
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger: { info: () => undefined, error: () => undefined }, webhooks: false });
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('latch_');
      expect(server.deps.metrics).toBeUndefined();
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
