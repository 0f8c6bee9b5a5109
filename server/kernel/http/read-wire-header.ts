import type { Context } from 'hono';
import { LEGACY_HEADER_PREFIX, RENAMED_HEADER_PREFIX } from '../../../protocol/headers';

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
  const raw = nodeHeaders(c);
  const read = raw ? (key: string) => nodeValue(raw, key) : (key: string) => c.req.header(key);
  const value = read(name);
  if (value) return value;
  if (!name.startsWith(LEGACY_HEADER_PREFIX)) return undefined;
  return read(RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length)) || undefined;
}

type NodeHeaders = Record<string, string | string[] | undefined>;

/**
 * Node's own parsed request headers when served by @hono/node-server (lower-case names, repeated values joined with
 * ", " as the Fetch API joins them): an authenticated request reads about ten wire headers, and each read through
 * the Fetch-style `c.req.header` validates and normalises the name and value again (issue 7). Undefined in-process.
 */
function nodeHeaders(c: Context): NodeHeaders | undefined {
  const env = c.env as { incoming?: { headers?: NodeHeaders } } | undefined;
  return env?.incoming?.headers;
}

function nodeValue(headers: NodeHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}
