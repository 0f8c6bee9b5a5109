import { existsSync } from 'node:fs';
import path from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase } from '../kernel/db/open-database';
import { runDataCommand } from './data-command';

// The bundle of `latch import` and `latch export` (build.mjs → dist/server/latch-data.js, run by bin/latch.mjs): the
// database is the server's own, found as the server finds it (DATABASE_URL, else LATCH_DATA_DIR's latch.sqlite).
const open = () => {
  const config = configFromEnv(process.env);
  const sqliteFile = path.join(config.dataDir, 'latch.sqlite');
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    throw new Error(`No Latch database at ${sqliteFile}. Run this where the server runs, with its LATCH_DATA_DIR or DATABASE_URL.`);
  }
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { sqliteFile }, { timeouts: config.databaseTimeouts });
};
runDataCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }, open).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
