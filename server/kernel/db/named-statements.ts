import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionBroken } from './database-unavailable';

/** SQL texts run as named prepared statements on PostgreSQL, by text; a handful of hot queries, never user input. */
const names = new Map<string, string>();

/**
 * Marks a PostgreSQL statement as hot: every pool connection parses and plans it once, as a named prepared
 * statement, and runs it by name afterwards (issue 7: parsing and planning the /users/me join cost more than
 * running it). Returns the text, to be run as usual through Kysely (`CompiledQuery.raw(text, parameters)`).
 */
export function namedStatement(text: string): string {
  names.set(text, `latch_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
  return text;
}

/**
 * The pool Kysely's PostgresDialect uses, with the statements `namedStatement` marked sent by name (pg prepares a
 * name once per connection); every other query goes through unchanged. Broken connections are discarded on release. One wrapper per client, as Kysely keys its
 * connections by client.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const existing = wrapped.get(client);
    if (existing) return existing;
    let broken: Error | undefined;
    const noteBroken = (error: unknown) => {
      if (isConnectionBroken(error)) broken = error as Error;
      throw error;
    };
    const wrapper = {
      query(textOrCursor: unknown, values?: ReadonlyArray<unknown>) {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
        const name = names.get(textOrCursor);
        const result = name ? client.query({ name, text: textOrCursor, values: values as unknown[] }) : client.query(textOrCursor, values as unknown[]);
        return result.catch(noteBroken);
      },
      // A connection whose query timed out on our side may still be busy with it, and one whose link broke is dead:
      // giving pg the error makes the pool discard it instead of handing it to the next request.
      release: () => client.release(broken),
    } as unknown as PostgresPoolClient;
    wrapped.set(client, wrapper);
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
