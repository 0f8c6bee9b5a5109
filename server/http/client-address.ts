import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client's connection, when the app runs on the Node adapter (which passes its request as
 * bindings); undefined in-process. Forwarded-for headers are not read: any client can write them, and a
 * rate limit keyed on them could be dodged at will.
 */
export function clientAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env || 'server' in env)) return undefined;
  return getConnInfo(c).remote.address;
}
