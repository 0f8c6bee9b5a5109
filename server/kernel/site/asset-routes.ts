import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { PublicFiles } from './public-files';

/** The loader's URL never changes, so it is cached briefly; everything it points to is content-hashed. */
const LOADER_CACHE = 'public, max-age=300';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * `GET /latch.js` (the script tag's loader) and `GET /assets/<file>` (the bundles it imports), precompressed; and
 * `GET /README.md` and `GET /custom-elements.json`.
 * Pages on any origin load them, and the bundles are ES modules fetched in CORS mode, hence the CORS and
 * cross-origin resource policy headers.
 */
export function registerAssetRoutes(app: Hono<AppEnv>, files: PublicFiles): void {
  app.get('/latch.js', (c) => serve(c, files, 'latch.js', LOADER_CACHE));
  app.get('/assets/:name', (c) => serve(c, files, `assets/${c.req.param('name')}`, IMMUTABLE_CACHE));
  // The README as the build copied it, for people (the dashboard links to its guides): plain text, read as written.
  app.get('/README.md', (c) => serve(c, files, 'README.md', LOADER_CACHE));
  // The elements' Custom Elements Manifest (elements/README.md "Typed for every framework"), for editors and tools.
  app.get('/custom-elements.json', (c) => serve(c, files, 'custom-elements.json', LOADER_CACHE));
}

async function serve(c: Context<AppEnv>, files: PublicFiles, name: string, cacheControl: string): Promise<Response> {
  const file = await files.read(name, c.req.header('accept-encoding'));
  if (!file) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  const headers: Record<string, string> = {
    'content-type': name.endsWith('.css')
      ? 'text/css; charset=utf-8'
      : name.endsWith('.md')
        ? 'text/plain; charset=utf-8'
        : name.endsWith('.json')
          ? 'application/json; charset=utf-8'
          : 'text/javascript; charset=utf-8',
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'x-content-type-options': 'nosniff',
  };
  if (file.encoding !== 'identity') headers['content-encoding'] = file.encoding;
  if (ifNoneMatch(c.req.header('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
  headers['content-length'] = String(file.body.byteLength);
  return new Response(file.body, { status: 200, headers });
}

/** RFC 9110 §13.1.2: a list of entity tags, or `*`; weak comparison is what If-None-Match uses. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
