import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSqlite, OperatorError, restoreSqlite, sqliteFileIn } from './sqlite-backup';

const USAGE = `Operator commands (run on the server's machine, with its LATCH_DATA_DIR and DATABASE_URL):
  latch backup <file>   [--data-dir <dir>]   a consistent copy of the SQLite database, taken while the server runs
  latch restore <file>  [--data-dir <dir>]   puts a backup in place; refused while a server uses the database

PostgreSQL (DATABASE_URL) is backed up with pg_dump; see README "Backups and restore".`;

/**
 * `latch backup` and `latch restore` (bin/latch.mjs sends them here): exit code 0 done, 1 refused or failed (the
 * reason printed), 2 a wrong command line.
 */
async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      `latch ${command}: this server uses PostgreSQL (DATABASE_URL). Back it up with pg_dump and restore with pg_restore (README "Backups and restore"); keep LATCH_SECRET_KEY with it.`,
    );
    return 1;
  }
  const database = sqliteFileIn(path.resolve(parsed.values['data-dir'] ?? (process.env.LATCH_DATA_DIR || '.latch')));
  const target = path.resolve(file);
  try {
    if (command === 'backup') {
      const { bytes, users } = await backupSqlite(database, target);
      console.log(`Backed up ${database} to ${target} (${users} users, ${Math.ceil(bytes / 1024)} KiB).`);
      console.log('Keep LATCH_SECRET_KEY (if set) and keys.json of the data directory with it: README "Backups and restore".');
    } else {
      const { kept, users } = await restoreSqlite(target, database);
      console.log(`Restored ${target} to ${database} (${users} users).${kept ? ` The database it replaced is kept as ${kept}.` : ''}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(`latch ${command}: ${error.message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`latch: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
