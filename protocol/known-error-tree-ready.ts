/**
 * Resolves once `knownErrorTree` (statuses and families, which KnownError reads) can be read. Where the tree is a
 * static import (the server, Node, tests) that is at once. The browser build makes the tree a lazy chunk, loaded by
 * this function (build/lazy-known-error-tree.mjs): a page downloads the catalogue only when it first gets an error
 * (issue 7). Browser code creates KnownErrors only from responses (core/http/read-response.ts), after awaiting this.
 *
 * @example
 * ```ts
 * await knownErrorTreeReady();
 * return KnownError.fromJson(body);
 * ```
 */
export async function knownErrorTreeReady(): Promise<void> {
  // Nothing to wait for: the tree module is already imported wherever this module is not replaced.
}
