import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../start-server';
import type { Logger } from './logger';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-databases';

/**
 * Over real HTTP the wire headers are read from Node's parsed request headers (read-wire-header.ts), in process
 * through the Fetch API: both must read both spellings the same way.
 */
describe('wire headers over HTTP', () => {
  let database: TestDatabase;
  let running: RunningServer;
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    running = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger });
  });
  afterAll(async () => {
    await running.close();
    await database.drop();
  });

  async function currentProject(headers: Record<string, string>): Promise<{ status: number; id?: string; code?: string | null }> {
    const response = await fetch(`${running.url}/api/v1/projects/current`, { headers });
    const body = (await response.json()) as { id?: string };
    return { status: response.status, id: body.id, code: response.headers.get('x-stack-known-error') };
  }

  it('reads x-stack-* and x-hexclave-* headers, x-stack-* first, an empty one as absent', async () => {
    const { id, keys } = running.bootstrap.demo;
    const hexclave = { 'X-Hexclave-Access-Type': 'client', 'X-Hexclave-Project-Id': id, 'X-Hexclave-Publishable-Client-Key': keys.publishable_client_key };
    expect(await currentProject(hexclave)).toMatchObject({ status: 200, id });
    const stack = { 'x-stack-access-type': 'client', 'x-stack-project-id': id, 'x-stack-publishable-client-key': keys.publishable_client_key };
    expect(await currentProject(stack)).toMatchObject({ status: 200, id });
    // The x-stack- spelling wins: a wrong x-hexclave- key beside a right x-stack- one is not read.
    expect(await currentProject({ ...stack, 'x-hexclave-publishable-client-key': 'pck_wrong' })).toMatchObject({ status: 200, id });
    expect(await currentProject({ ...hexclave, 'x-stack-publishable-client-key': 'pck_wrong' })).toMatchObject({
      status: 401,
      code: 'INVALID_PUBLISHABLE_CLIENT_KEY',
    });
    // An empty x-stack- value counts as absent, so the x-hexclave- one is read.
    expect(await currentProject({ ...hexclave, 'x-stack-project-id': '' })).toMatchObject({ status: 200, id });
    expect(loggedErrors).toEqual([]);
  });
});
