import type { ListJson } from '../../../protocol/list-json';
import type { PermissionDefinitionJson } from '../../../protocol/permissions/json';
import type { PermissionDefinition } from '../../kernel/permissions/permission-definitions';
import { toDefinitionJson } from './definitions';

export type DefinitionPageQuery = { limit?: number | undefined; cursor?: string | undefined; query?: string | undefined };

/**
 * The list answer of definitions sorted by id: all of them (`is_paginated: false`), or with `limit` one page from
 * `cursor` on, whose `next_cursor` is the id the next page starts at (docs/wire.md §3 "Lists"). `query` keeps the
 * definitions whose id or description contains it, ignoring case.
 */
export function definitionPage(sorted: PermissionDefinition[], page: DefinitionPageQuery): ListJson<PermissionDefinitionJson> {
  const needle = page.query?.toLowerCase();
  const matching = needle ? sorted.filter((d) => d.id.includes(needle) || (d.description ?? '').toLowerCase().includes(needle)) : sorted;
  if (page.limit === undefined) return { items: matching.map(toDefinitionJson), is_paginated: false };
  const cursor = page.cursor;
  const start = cursor === undefined ? 0 : matching.findIndex((d) => d.id >= cursor);
  const from = start === -1 ? matching.length : start;
  const items = matching.slice(from, from + page.limit);
  const next = matching[from + page.limit];
  return { items: items.map(toDefinitionJson), is_paginated: true, pagination: { next_cursor: next?.id ?? null } };
}
