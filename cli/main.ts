import { parseArgs } from 'node:util';
import { login, logout, whoami, type Output } from './commands';
import { CredentialsFile, credentialsPath, type SavedSession } from './credentials-file';

const USAGE = `Usage:
  latch login  --url <server> --project <project id> [--publishable-client-key <key>] [--app-url <site>]
               [--expires-in <seconds>] [--no-browser]
  latch whoami [--url <server>] [--project <project id>]
  latch logout [--url <server>] [--project <project id>]
  latch import <format> <file> --project <project id> [--dry-run]   (on the server's machine; docs/import.md)
  latch export --project <project id> [--out <file>]

  latch backup <file> | latch restore <file>   (operators, on the server's machine: README "Backups and restore")

login prints a link (and opens it in your browser) where you confirm the login; the session is kept in
${'$'}XDG_CONFIG_HOME/latch/credentials.json (else ~/.config/latch/credentials.json), readable by you only.`;

/**
 * The `latch` command: `login`, `whoami`, `logout`. Answers the process's exit code: 0 on success, 1 when the
 * command could not do its job (refused, expired, not logged in), 2 for a wrong command line.
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2), { out: console.log, err: console.error });
 * ```
 */
export async function main(argv: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        project: { type: 'string' },
        'publishable-client-key': { type: 'string' },
        'app-url': { type: 'string' },
        'expires-in': { type: 'string' },
        'no-browser': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    output.err(USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    output.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  if (rest.length > 0) return usageError(output, `Unexpected argument: ${rest.join(' ')}`);
  const file = new CredentialsFile(credentialsPath(env));
  const url = values.url?.replace(/\/+$/, '');
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) return usageError(output, `--url must be the server's http(s) address, e.g. http://localhost:8102; got ${url}`);

  switch (command) {
    case 'login': {
      if (!url || !values.project) return usageError(output, 'latch login needs --url and --project.');
      const expiresIn = values['expires-in'] === undefined ? undefined : Number(values['expires-in']);
      if (expiresIn !== undefined && !(Number.isInteger(expiresIn) && expiresIn > 0 && expiresIn <= 86_400)) {
        return usageError(output, '--expires-in must be a whole number of seconds, at most 86400 (24 hours).');
      }
      return login(
        file,
        {
          url,
          projectId: values.project,
          publishableClientKey: values['publishable-client-key'],
          appUrl: values['app-url'],
          expiresInSeconds: expiresIn,
          openBrowser: !values['no-browser'] && !env.LATCH_NO_BROWSER,
        },
        output,
      );
    }
    case 'whoami':
    case 'logout': {
      const saved = await pick(file, url, values.project, output);
      if (!saved) return 1;
      return command === 'whoami' ? whoami(file, saved, output) : logout(file, saved, output);
    }
    default:
      return usageError(output, `Unknown command: ${command}`);
  }
}

/** The saved session the options name; when they name none, the only one there is. */
async function pick(file: CredentialsFile, url: string | undefined, projectId: string | undefined, output: Output): Promise<SavedSession | undefined> {
  const matching = (await file.list()).filter((session) => (!url || session.url === url) && (!projectId || session.projectId === projectId));
  if (matching.length === 1) return matching[0];
  if (matching.length === 0) output.err('Not logged in. Run: latch login --url <server> --project <project id>');
  else {
    output.err('Several sessions are saved; choose one with --url and --project:');
    for (const session of matching) output.err(`  --url ${session.url} --project ${session.projectId}   (${session.label})`);
  }
  return undefined;
}

function usageError(output: Output, message: string): number {
  output.err(message);
  output.err(USAGE);
  return 2;
}
