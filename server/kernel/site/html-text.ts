import type { LoaderRef } from './public-files';

/**
 * Text for the server's own HTML pages, in an attribute or between tags: nothing in it can end the attribute or
 * start markup.
 *
 * @example
 * ```ts
 * `<title>${escapeHtml(project.display_name)}</title>`
 * ```
 */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The loader script tag's source attributes: the versioned loader with its SRI hash when the build wrote a manifest,
 * else the plain `/latch.js`.
 *
 * @example
 * ```ts
 * `<script ${loaderAttributes(await files.loaderRef())} data-project-id="…"></script>`
 * ```
 */
export function loaderAttributes(loader: LoaderRef | null): string {
  return loader ? `src="${escapeHtml(loader.src)}" integrity="${escapeHtml(loader.integrity)}" crossorigin="anonymous"` : 'src="/latch.js"';
}
