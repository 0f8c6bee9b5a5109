import type { Context } from 'hono';
import { StatusError } from '../../kernel/http/status-error';

/** Forms and token requests here are small; anything bigger is not one of them. */
const MAX_FORM_BYTES = 64 * 1024;

/** The parameters of a form-encoded body (RFC 6749 §3.2 asks for this encoding); null for any other content type. */
export async function readForm(c: Context): Promise<URLSearchParams | null> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) throw new StatusError(413, 'Request body too large.');
  const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) throw new StatusError(413, 'Request body too large.');
  return contentType === 'application/x-www-form-urlencoded' ? new URLSearchParams(text) : null;
}

/** The parameter sent more than once, if any: RFC 6749 §3.1 and §3.2 forbid repeating one. */
export function repeatedParam(params: URLSearchParams): string | undefined {
  return [...new Set(params.keys())].find((name) => params.getAll(name).length > 1);
}
