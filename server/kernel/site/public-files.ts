import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How a response body is encoded; the build writes a `.br` and a `.gz` next to every public file. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

export type PublicFile = { body: Uint8Array<ArrayBuffer>; encoding: ContentEncoding; etag: string };

/** The versioned loader and its Subresource Integrity hash, from the build's manifest. */
export type LoaderRef = { src: string; integrity: string };
/** Where the dashboard's built files are, as page URLs. */
export type DashboardRef = { script: string; stylesheet: string | null };

type Cached = { mtimeMs: number; size: number; etag: string; bodies: Map<ContentEncoding, Uint8Array<ArrayBuffer> | null> };

/**
 * `latch.js`, `README.md`, `custom-elements.json` and content-hashed files under `assets/`: one name segment, no dots
 * leading, nothing else.
 */
const SERVABLE = /^(latch\.js|README\.md|custom-elements\.json|assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.(js|css))$/;

/**
 * The build's public files (dist/public): the loader and the element bundles. Only the names the build writes
 * can be asked for, so no path can leave the folder; bodies are read once per build (stat decides) and served
 * precompressed.
 */
export class PublicFiles {
  private readonly cache = new Map<string, Cached>();

  constructor(readonly dir: string) {}

  /** The file at `name` (relative, e.g. `assets/runtime-ABC.js`) in the best encoding `acceptEncoding` allows. */
  async read(name: string, acceptEncoding: string | undefined): Promise<PublicFile | null> {
    if (!SERVABLE.test(name) || name.includes('..')) return null;
    const file = path.join(this.dir, name);
    let info;
    try {
      info = await stat(file);
    } catch {
      // Not built, or not a file of this build: a plain 404.
      return null;
    }
    if (!info.isFile()) return null;
    let cached = this.cache.get(name);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const body = new Uint8Array(await readFile(file));
      const etag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
      cached = { mtimeMs: info.mtimeMs, size: info.size, etag, bodies: new Map([['identity', body]]) };
      this.cache.set(name, cached);
    }
    for (const encoding of preferredEncodings(acceptEncoding)) {
      const body = await this.variant(cached, file, encoding);
      if (body) return { body, encoding, etag: encoding === 'identity' ? `"${cached.etag}"` : `"${cached.etag}-${encoding}"` };
    }
    return null;
  }

  /** The dashboard's entry script and stylesheet (dist/public/dashboard.json), null before a build. */
  async dashboardRef(): Promise<DashboardRef | null> {
    try {
      const written = JSON.parse(await readFile(path.join(this.dir, 'dashboard.json'), 'utf8')) as { script?: unknown; stylesheet?: unknown };
      if (typeof written.script !== 'string' || !SERVABLE.test(written.script)) return null;
      const stylesheet = typeof written.stylesheet === 'string' && SERVABLE.test(written.stylesheet) ? `/${written.stylesheet}` : null;
      return { script: `/${written.script}`, stylesheet };
    } catch {
      // Not built yet: the page says so.
      return null;
    }
  }

  /** `<script src>` and `integrity` of the versioned loader, when the build's manifest names one. */
  async loaderRef(): Promise<LoaderRef | null> {
    try {
      const manifest = JSON.parse(await readFile(path.join(this.dir, 'manifest.json'), 'utf8')) as { loader?: { file?: unknown; integrity?: unknown } };
      const { file, integrity } = manifest.loader ?? {};
      return typeof file === 'string' && typeof integrity === 'string' && SERVABLE.test(file) ? { src: `/${file}`, integrity } : null;
    } catch {
      // No build yet (or an older one): the demo falls back to the unversioned /latch.js.
      return null;
    }
  }

  private async variant(cached: Cached, file: string, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!cached.bodies.has(encoding)) {
      const suffix = encoding === 'br' ? '.br' : '.gz';
      const body = await readFile(file + suffix).then(
        (data) => new Uint8Array(data),
        () => null, // this build wrote no such variant: fall back to the next encoding
      );
      cached.bodies.set(encoding, body);
    }
    return cached.bodies.get(encoding) ?? null;
  }
}

/**
 * br, then gzip, then identity, keeping those `Accept-Encoding` allows (RFC 9110 §12.5.3: `q=0` refuses; `*`
 * stands for any coding not listed; identity is acceptable unless refused).
 */
export function preferredEncodings(acceptEncoding: string | undefined): ContentEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? (coding === 'identity' ? 1 : (weights.get('*') ?? 0))) > 0;
  return (['br', 'gzip', 'identity'] as const).filter(accepts);
}

/**
 * Where the build put the public files: `dist/public` next to the running server bundle (dist/server/main.js),
 * or, when the server runs from source (tests, tsx), `dist/public` of the repository.
 */
export function defaultPublicDir(moduleUrl: string = import.meta.url): string {
  const here = path.dirname(fileURLToPath(moduleUrl));
  return moduleUrl.endsWith('.ts') ? path.resolve(here, '..', '..', '..', 'dist', 'public') : path.resolve(here, '..', 'public');
}
