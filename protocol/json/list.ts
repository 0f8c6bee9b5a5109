/** A list response (stack-api §3 "Lists"); `pagination` is present only when `is_paginated` is true. */
export type ListJson<T> =
  | { items: T[]; is_paginated: false }
  | { items: T[]; is_paginated: true; pagination: { next_cursor: string | null } };

/** The body of DELETEs and several POSTs. */
export type SuccessJson = { success: true };
