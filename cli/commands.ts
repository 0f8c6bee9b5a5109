import type { CredentialsFile, SavedSession } from './credentials-file';
import { cliApp, currentRefreshToken, type Target } from './cli-app';
import { openBrowser } from './open-browser';

/** Where a command writes; the entry point passes the process's streams, tests their own. */
export type Output = { out(line: string): void; err(line: string): void };

export type LoginOptions = Target & {
  /** The site whose handler shows the confirm page; default the server's hosted pages of the project. */
  appUrl?: string | undefined;
  /** How long the person has to confirm, in seconds (server default 2 h, at most 24 h). */
  expiresInSeconds?: number | undefined;
  openBrowser: boolean;
};

/**
 * `latch login`: starts a command-line login, prints the confirm link (and opens it when it can), waits for the
 * person to allow it in the browser, and saves the tool's own session in the credentials file.
 *
 * @example
 * ```ts
 * process.exitCode = await login(file, { url, projectId, openBrowser: true }, output);
 * ```
 */
export async function login(file: CredentialsFile, options: LoginOptions, output: Output): Promise<number> {
  const app = cliApp(options);
  const appUrl = options.appUrl ?? `${options.url.replace(/\/+$/, '')}/hosted/${encodeURIComponent(options.projectId)}`;
  const result = await app.promptCliLogin({
    appUrl,
    ...(options.expiresInSeconds !== undefined ? { expiresInMillis: options.expiresInSeconds * 1000 } : {}),
    promptLink: (url) => {
      output.out('To sign in, open this link in your browser and confirm:');
      output.out(`  ${url}`);
      output.out('Waiting for your confirmation… (Ctrl+C to stop)');
      if (options.openBrowser) void openBrowser(url);
    },
  });
  if (result.status === 'error') {
    output.err(result.error.message);
    if (result.error.code === 'CLI_AUTH_EXPIRED_ERROR') output.err('(The request also ends this way when it is denied in the browser.)');
    return 1;
  }
  const previous = await file.get(options.url.replace(/\/+$/, ''), options.projectId);
  const signedIn = cliApp(options, { accessToken: '', refreshToken: result.data });
  const user = await signedIn.getUser({ or: 'throw' });
  const label = user.primaryEmail ?? user.displayName ?? user.id;
  await file.save({
    url: options.url.replace(/\/+$/, ''),
    projectId: options.projectId,
    publishableClientKey: options.publishableClientKey,
    refreshToken: (await currentRefreshToken(signedIn)) ?? result.data,
    userId: user.id,
    label,
    savedAt: new Date().toISOString(),
  });
  output.out(`Logged in as ${label}. The session is saved in ${file.file}.`);
  // The session this login replaces would otherwise stay alive on the server with nobody holding it.
  if (previous) {
    await cliApp(previous, { accessToken: '', refreshToken: previous.refreshToken })
      .signOut()
      .catch((error: unknown) => output.err(`(The previous session could not be ended on the server: ${error instanceof Error ? error.message : String(error)})`));
  }
  return 0;
}

/**
 * `latch whoami`: the saved session's user, read from the server (refreshing the access token on the way).
 *
 * @example
 * ```ts
 * process.exitCode = await whoami(file, saved, output);
 * ```
 */
export async function whoami(file: CredentialsFile, saved: SavedSession, output: Output): Promise<number> {
  const app = cliApp(saved, { accessToken: '', refreshToken: saved.refreshToken });
  // An ended session reads as nobody signed in (core treats REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED as signed out).
  const user = await app.getUser();
  if (!user) {
    output.err(`The saved session for ${saved.projectId} at ${saved.url} has ended. Run latch login again.`);
    return 1;
  }
  const rotated = await currentRefreshToken(app);
  if (rotated && rotated !== saved.refreshToken) await file.save({ ...saved, refreshToken: rotated });
  output.out(`${user.primaryEmail ?? user.displayName ?? '(no e-mail)'} (user ${user.id}, project ${saved.projectId} at ${saved.url})`);
  return 0;
}

/**
 * `latch logout`: ends the saved session on the server and removes it from the credentials file (even when the
 * server had ended it already).
 *
 * @example
 * ```ts
 * process.exitCode = await logout(file, saved, output);
 * ```
 */
export async function logout(file: CredentialsFile, saved: SavedSession, output: Output): Promise<number> {
  const app = cliApp(saved, { accessToken: '', refreshToken: saved.refreshToken });
  await app.signOut();
  await file.remove(saved.url, saved.projectId);
  output.out(`Logged out of ${saved.projectId} at ${saved.url}.`);
  return 0;
}
