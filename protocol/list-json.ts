/**
 * A list response (docs/wire.md §3 "Lists"); `pagination` is present only when `is_paginated` is true.
 *
 * @example
 * ```ts
 * const page = (await response.json()) as ListJson<ServerUserJson>;
 * const next = page.is_paginated ? page.pagination.next_cursor : null;
 * ```
 */
export type ListJson<T> = { items: T[]; is_paginated: false } | { items: T[]; is_paginated: true; pagination: { next_cursor: string | null } };

/**
 * The body of DELETEs and several POSTs.
 *
 * @example
 * ```ts
 * const body: SuccessJson = { success: true };
 * ```
 */
export type SuccessJson = { success: true };
