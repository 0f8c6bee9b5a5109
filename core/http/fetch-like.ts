/**
 * The fetch an app sends with: `typeof fetch` fits, and so does a function that may answer synchronously (Hono's
 * `app.request`, for in-process tests). Always called with an absolute URL string.
 *
 * @example
 * ```ts
 * const viaServer: FetchLike = (url, init) => server.app.request(url, init);
 * ```
 */
export type FetchLike = (input: string, init: RequestInit) => Response | Promise<Response>;
