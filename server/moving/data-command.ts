import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Db } from '../kernel/db/open-database';
import { getProject } from '../kernel/projects/projects';
import { applyProjectSettings } from './apply-project-settings';
import { exportProject } from './export-project';
import type { FirebaseHashConfig } from './hash-sources';
import { IMPORT_FORMATS, readSource, type ImportFormat } from './read-source';
import { writeImport } from './write-import';

export type Output = { out(line: string): void; err(line: string): void };

const DATA_USAGE = `Usage (on the server's machine, with the server's DATABASE_URL / LATCH_DATA_DIR):
  latch import <${IMPORT_FORMATS.join('|')}> <file> --project <project id> [--dry-run] [--report <report.json>]
      firebase: --hash-config <file.json>  or  --hash-key <b64> --salt-separator <b64> --rounds <n> --mem-cost <n>
      auth0:    --password-hashes <file>   (the password hash export from Auth0 support)
  latch export --project <project id> [--out <file.json>]
See docs/import.md for each source.`;

/**
 * `latch import` and `latch export` (docs/import.md): read an export file and write its users straight into the
 * server's database with the server's own code, one transaction per user; or write a project's Latch export.
 * Answers the exit code: 0 done, 1 refused (unknown project, unreadable file), 2 wrong command line.
 */
export async function runDataCommand(argv: readonly string[], output: Output, open: () => { db: Db; close(): Promise<void> }): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        'dry-run': { type: 'boolean' },
        report: { type: 'string' },
        out: { type: 'string' },
        'hash-config': { type: 'string' },
        'hash-key': { type: 'string' },
        'salt-separator': { type: 'string' },
        rounds: { type: 'string' },
        'mem-cost': { type: 'string' },
        'password-hashes': { type: 'string' },
      },
    });
  } catch (error) {
    return usage(output, error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, format, file, ...rest] = positionals;
  if (!values.project) return usage(output, `latch ${command ?? ''} needs --project <project id>.`);
  if (command === 'import' && (!IMPORT_FORMATS.includes(format as ImportFormat) || !file || rest.length > 0)) {
    return usage(output, `latch import needs a format (${IMPORT_FORMATS.join(', ')}) and one file.`);
  }
  if (command === 'export' && format !== undefined) return usage(output, `Unexpected argument: ${format}`);
  if (command !== 'import' && command !== 'export') return usage(output, `Unknown command: ${command ?? ''}`);

  let text: string;
  let firebase: FirebaseHashConfig | undefined;
  let auth0Hashes: string | undefined;
  try {
    text = command === 'import' ? await readFile(file as string, 'utf8') : '';
    firebase = await firebaseConfig(values);
    auth0Hashes = values['password-hashes'] ? await readFile(values['password-hashes'], 'utf8') : undefined;
  } catch (error) {
    output.err(`Cannot read the input: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { db, close } = open();
  try {
    const project = await getProject(db, values.project).catch((error: unknown) => {
      // A database the server never started on has no tables: say so instead of the driver's words.
      if (error instanceof Error && /no such table|does not exist/.test(error.message)) throw new Error('This database has no Latch tables: start the server on it once.');
      throw error;
    });
    if (!project) {
      output.err(`No project with id ${values.project} in this database. Create it in the dashboard first (or check DATABASE_URL / LATCH_DATA_DIR).`);
      return 1;
    }
    if (command === 'export') {
      const json = `${JSON.stringify(await exportProject(db, project), null, 2)}\n`;
      if (values.out) await writeFile(values.out, json, { mode: 0o600 });
      else output.out(json);
      return 0;
    }
    let source;
    try {
      source = readSource(format as ImportFormat, text, { firebase, auth0Hashes });
    } catch (error) {
      output.err(`Cannot read ${file} as a ${format} export: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const dryRun = values['dry-run'] === true;
    const target = source.latch && !dryRun ? await applyProjectSettings(db, project, source.latch) : project;
    const report = await writeImport(db, target, source.batch, { dryRun });
    output.out(
      `${dryRun ? 'Dry run: would import' : 'Imported'} ${report.imported.length} of ${source.batch.users.length} users and ${report.teams.length} teams into ${project.id}.`,
    );
    for (const skipped of report.skipped) output.out(`  skipped ${skipped.sourceId}: ${skipped.reason}`);
    if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`, { mode: 0o600 });
    return 0;
  } finally {
    await close();
  }
}

async function firebaseConfig(values: Record<string, string | boolean | undefined>): Promise<FirebaseHashConfig | undefined> {
  if (typeof values['hash-config'] === 'string') {
    const file = JSON.parse(await readFile(values['hash-config'], 'utf8')) as Record<string, unknown>;
    const hashConfig = (file.hash_config ?? file) as Record<string, unknown>;
    return {
      signerKey: String(hashConfig.base64_signer_key ?? ''),
      saltSeparator: String(hashConfig.base64_salt_separator ?? ''),
      rounds: Number(hashConfig.rounds),
      memCost: Number(hashConfig.mem_cost),
    };
  }
  if (typeof values['hash-key'] !== 'string') return undefined;
  return { signerKey: values['hash-key'], saltSeparator: String(values['salt-separator'] ?? ''), rounds: Number(values.rounds), memCost: Number(values['mem-cost']) };
}

function usage(output: Output, message: string): number {
  output.err(message);
  output.err(DATA_USAGE);
  return 2;
}
