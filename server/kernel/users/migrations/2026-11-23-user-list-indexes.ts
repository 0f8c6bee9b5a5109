import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * What `GET /users` needs at a million users (features/users/list-users.ts). Both engines: keyset pages by last
 * activity over (project_id, last_active_at, id), as sign-up order already has (project_id, signed_up_at, id).
 * Search matches substrings of the display name, primary e-mail and id, which no B-tree can find; so each engine
 * gets a trigram index that narrows a search to its candidates: SQLite an FTS5 trigram table kept by triggers,
 * PostgreSQL pg_trgm GIN indexes (skipped when the extension cannot be created: search then scans, still correct).
 */
export const userListIndexes: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('users_project_last_active').on('users').columns(['project_id', 'last_active_at', 'id']).execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTrigrams(db);
    else await sqliteSearchTable(db);
  },
};

async function postgresTrigrams(db: Kysely<any>): Promise<void> {
  // pg_trgm is a trusted extension (PostgreSQL 13+): a user with CREATE on the database may add it.
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (exists (select 1 from pg_extension where extname = 'pg_trgm') or has_database_privilege(current_database(), 'CREATE')) as ok
  `.execute(db);
  if (!rows[0]?.ok) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_display_name_trgm on users using gin (lower(display_name) gin_trgm_ops)`.execute(db);
  await sql`create index users_id_trgm on users using gin (lower(id) gin_trgm_ops)`.execute(db);
  await sql`create index contact_channels_value_trgm on contact_channels using gin (lower(value) gin_trgm_ops)`.execute(db);
}

/** The searchable text of the user `u`: id, display name and primary e-mail, lower-cased. */
const SEARCH_TEXT = `lower(u.id || ' ' || coalesce(u.display_name, '') || ' ' || coalesce((
  select c.value from contact_channels c where c.user_id = u.id and c.type = 'email' and c.is_primary = 1), ''))`;

async function sqliteSearchTable(db: Kysely<any>): Promise<void> {
  // users has a TEXT primary key, so its rowid is not stable: VACUUM may renumber it, and a rebuild of the table (SQLite's
  // 12-step ALTER) does. The FTS rowid is therefore a search_id of our own, an INTEGER PRIMARY KEY (the rowid alias,
  // which both keep), mapped to the user's id; every trigger finds it by user_id through that column's unique index.
  // The text is only a filter: list-users.ts applies the exact match to what it finds.
  await sql`create table user_search_ids (search_id integer primary key, user_id text not null unique)`.execute(db);
  await sql`create virtual table user_search using fts5(text, tokenize = 'trigram')`.execute(db);
  const searchId = (userId: string) => `(select search_id from user_search_ids where user_id = ${userId})`;
  const refresh = (userId: string) =>
    `delete from user_search where rowid = ${searchId(userId)};
     insert into user_search (rowid, text) select m.search_id, ${SEARCH_TEXT}
       from user_search_ids m join users u on u.id = m.user_id where m.user_id = ${userId};`;
  const triggers = [
    `create trigger user_search_insert after insert on users begin
       insert into user_search_ids (user_id) values (new.id); ${refresh('new.id')} end`,
    `create trigger user_search_update after update of display_name on users begin ${refresh('new.id')} end`,
    `create trigger user_search_delete after delete on users begin
       delete from user_search where rowid = ${searchId('old.id')}; delete from user_search_ids where user_id = old.id; end`,
    // A user's e-mail channels change which address is primary; a channel never moves to another user. When a
    // user's deletion cascades to their channels, the refresh finds no user (or no mapping) and adds nothing.
    `create trigger user_search_channel_insert after insert on contact_channels when new.type = 'email' begin ${refresh('new.user_id')} end`,
    `create trigger user_search_channel_update after update on contact_channels when new.type = 'email' begin ${refresh('new.user_id')} end`,
    `create trigger user_search_channel_delete after delete on contact_channels when old.type = 'email' begin ${refresh('old.user_id')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
  await sql`insert into user_search_ids (user_id) select id from users order by rowid`.execute(db);
  await sql.raw(`insert into user_search (rowid, text) select m.search_id, ${SEARCH_TEXT} from user_search_ids m join users u on u.id = m.user_id`).execute(db);
}
