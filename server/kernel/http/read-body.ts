import type { Context } from 'hono';
import { KnownError } from '../../../protocol/known-error';
import { checkInputLimits } from './input-limits';
import { StatusError } from './status-error';

/** Largest request body accepted; auth payloads are small. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Reads a request body the way the reference server does (docs/wire.md §0): JSON, form-urlencoded (a flat
 * object) or plain text; no content type or an empty body means no body. Malformed JSON and other content
 * types are `BODY_PARSING_ERROR`. Every body passes the edge checks of `checkInputLimits` (depth, NUL).
 */
export async function readBody(c: Context): Promise<unknown> {
  const body = await parseBody(c);
  checkInputLimits(body, 'body', { method: c.req.method, path: c.req.path });
  return body;
}

async function parseBody(c: Context): Promise<unknown> {
  const declaredLength = Number(c.req.header('content-length') ?? 0);
  if (declaredLength > MAX_BODY_BYTES) throw new StatusError(413, 'Request body too large.');
  const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  const text = await readText(c);
  if (text.length > MAX_BODY_BYTES) throw new StatusError(413, 'Request body too large.');
  if (!contentType || text.length === 0) return undefined;
  switch (contentType) {
    case 'application/json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new KnownError('BODY_PARSING_ERROR', undefined, { message: 'The request body is not valid JSON.' });
      }
    case 'application/x-www-form-urlencoded':
      return Object.fromEntries(new URLSearchParams(text));
    case 'text/plain':
      return text;
    default:
      throw new KnownError('BODY_PARSING_ERROR', undefined, {
        message: `Unsupported content type ${JSON.stringify(contentType)}; send application/json.`,
      });
  }
}

/**
 * The body as text. A client that goes away mid-body (or is cut off by the request timeout, see connection-limits.ts)
 * fails the read; that is the client's doing, answered as bad input rather than logged as a server fault.
 */
async function readText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw new KnownError('BODY_PARSING_ERROR', undefined, { message: 'The request body ended before it was complete.' });
  }
}
