/** A table a statement writes, and for an UPDATE the columns it sets (null: not an update, or not understood). */
export type TableWrite = { table: string; kind: 'insert' | 'update' | 'delete' | 'other'; columns: string[] | null };

/**
 * What a cache depends on, so that every committed write to it reaches every instance without its author having to
 * remember to publish: `topic` is published (id '') after any committed statement that writes one of `tables`,
 * except an INSERT into a `quietInserts` table (a new row under a fresh id, which no cached entry can be about) and
 * an UPDATE that sets only `quietColumns` of its table (values the cache does not show).
 */
export type TableWatch = {
  topic: string;
  tables: readonly string[];
  quietInserts?: readonly string[];
  quietColumns?: Readonly<Record<string, readonly string[]>>;
};

const watches: TableWatch[] = [];
const topicsBySql = new Map<string, readonly string[]>();
const TOPICS_CACHE_SIZE = 1_000;

/** Registers a watch for every database opened in this process (done once, when the cache's module loads). */
export function watchTableWrites(watch: TableWatch): void {
  watches.push(watch);
  topicsBySql.clear();
}

// `insert [or x] into t`, `update [or x] t`, `delete from t`, `merge into t`, `truncate [table] t`, with the table
// optionally quoted and schema-qualified. Anywhere in the text, so CTEs count too; a false match (the word "update"
// in `do update set`) names a table nobody watches, which only costs a publish at worst.
const WRITE = /\b(insert\s+(?:or\s+\w+\s+)?into|update(?:\s+or\s+\w+)?|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:"?\w+"?\s*\.\s*)?"?(\w+)"?/gi;
const SET_COLUMN = /"?(\w+)"?\s*=/g;

/**
 * The writes in one statement's SQL (as Kysely compiled it, or written by hand). Upserts and anything not plainly
 * understood count as full writes: a spurious invalidation costs a reload, a missed one serves stale data.
 */
export function tableWrites(sqlText: string): TableWrite[] {
  if (!/\b(insert|update|delete|merge|truncate)\b/i.test(sqlText)) return [];
  const upsert = /\bon\s+conflict\b|\bor\s+replace\b|\bon\s+duplicate\b/i.test(sqlText);
  const writes: TableWrite[] = [];
  for (const match of sqlText.matchAll(WRITE)) {
    const verb = (match[1] ?? '').toLowerCase();
    const table = (match[2] ?? '').toLowerCase();
    if (verb.startsWith('insert') && !upsert) writes.push({ table, kind: 'insert', columns: null });
    else if (verb.startsWith('update')) writes.push({ table, kind: 'update', columns: upsert ? null : setColumns(sqlText, match.index + match[0].length) });
    else if (verb.startsWith('delete')) writes.push({ table, kind: 'delete', columns: null });
    else writes.push({ table, kind: 'other', columns: null });
  }
  return writes;
}

/** The columns an UPDATE's SET clause assigns (from `from`, up to WHERE/FROM/RETURNING/end), or null if none found. */
function setColumns(sqlText: string, from: number): string[] | null {
  const rest = sqlText.slice(from);
  const set = /^\s+set\s+([\s\S]*?)(?:\s+where\s|\s+from\s|\s+returning\s|$)/i.exec(rest);
  if (!set?.[1]) return null;
  const columns = [...set[1].matchAll(SET_COLUMN)].map((m) => (m[1] ?? '').toLowerCase());
  return columns.length ? columns : null;
}

/** The watched topics a statement's writes concern (memoised by SQL text: a server runs a few hundred texts). */
export function topicsWritten(sqlText: string): readonly string[] {
  const known = topicsBySql.get(sqlText);
  if (known) return known;
  const writes = tableWrites(sqlText);
  const topics = writes.length === 0 ? [] : watches.filter((watch) => writes.some((write) => concerns(watch, write))).map((w) => w.topic);
  if (topicsBySql.size >= TOPICS_CACHE_SIZE) topicsBySql.clear();
  topicsBySql.set(sqlText, topics);
  return topics;
}

function concerns(watch: TableWatch, write: TableWrite): boolean {
  if (!watch.tables.includes(write.table)) return false;
  if (write.kind === 'insert' && watch.quietInserts?.includes(write.table)) return false;
  if (write.kind === 'update' && write.columns) {
    const quiet = watch.quietColumns?.[write.table] ?? [];
    return write.columns.some((column) => !quiet.includes(column));
  }
  return true;
}
