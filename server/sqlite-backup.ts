import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** A refusal or failure the operator can act on: `operator-main.ts` prints the message (no stack) and exits 1. */
export class OperatorError extends Error {}

/** The SQLite file of a data directory, as `main.ts` names it. */
export const sqliteFileIn = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}/latch.sqlite`;

/**
 * Writes a consistent copy of the database at `source` to `target` with SQLite's online backup API, while servers
 * keep reading and writing it (README "Backups and restore"). The copy is written beside the target and renamed
 * into place once checked, so `target` is never half written. Refuses to overwrite a file.
 */
export async function backupSqlite(source: string, target: string): Promise<{ bytes: number; users: number }> {
  if (!existsSync(source)) throw new OperatorError(`There is no database at ${source}: set LATCH_DATA_DIR (or --data-dir) to the server's data directory.`);
  if (existsSync(target)) throw new OperatorError(`${target} already exists; choose a new file name (a backup never overwrites one).`);
  const partial = `${target}.partial`;
  const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 5_000 });
  try {
    await db.backup(partial);
  } catch (error) {
    await rm(partial, { force: true });
    throw new OperatorError(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
  const users = checkLatchDatabase(partial);
  await rename(partial, target);
  return { bytes: (await stat(target)).size, users };
}

/**
 * Puts the backup at `backup` in place of the database at `target`, after checking it is a sound Latch database.
 * Refuses while a server has `target` open (it holds it in WAL mode, so an exclusive lock cannot be had). The
 * database replaced is kept beside it as `<name>.before-restore-<time>`.
 */
export async function restoreSqlite(backup: string, target: string): Promise<{ kept: string | undefined; users: number }> {
  if (!existsSync(backup)) throw new OperatorError(`There is no backup at ${backup}.`);
  const users = checkLatchDatabase(backup);
  let kept: string | undefined;
  if (existsSync(target)) {
    refuseWhileInUse(target);
    kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, kept);
    for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
  }
  await copyFile(backup, `${target}.partial`);
  await rename(`${target}.partial`, target);
  return { kept, users };
}

/** The number of users in a database that passes SQLite's integrity check and has Latch's tables; else refuses. */
function checkLatchDatabase(file: string): number {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new OperatorError(`${file} is damaged (SQLite's integrity check: ${String(integrity)}).`);
    const row = db.prepare('select count(*) as users from users').get() as { users: number };
    return row.users;
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`${file} is not a Latch SQLite database (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    db?.close();
  }
}

function refuseWhileInUse(file: string): void {
  const db = new Database(file, { fileMustExist: true, timeout: 200 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new OperatorError(`A Latch server is using ${file}: stop it first (SIGTERM), then restore, then start it again.`);
    }
    throw error;
  } finally {
    db.close();
  }
}
