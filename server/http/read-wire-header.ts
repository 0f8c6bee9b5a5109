import type { Context } from 'hono';
import { LEGACY_HEADER_PREFIX, RENAMED_HEADER_PREFIX } from '../../protocol/headers';

/**
 * Reads an `x-stack-*` request header, or the same header under the `x-hexclave-` prefix: the official client
 * since its rename to Hexclave (`@stackframe/js` 2.8.10x, SH/interface/client-interface.ts) sends only
 * `X-Hexclave-*` request headers, while older clients and the reference's own tests send `x-stack-*`. The
 * `x-stack-` name wins when both are present. Empty values count as absent.
 *
 * @example
 * ```ts
 * readWireHeader(c, 'x-stack-refresh-token'); // also finds X-Hexclave-Refresh-Token
 * ```
 */
export function readWireHeader(c: Context, name: string): string | undefined {
  if (c.req.header(name)) return c.req.header(name);
  if (!name.startsWith(LEGACY_HEADER_PREFIX)) return undefined;
  return c.req.header(RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length)) || undefined;
}
