import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/** One saved session of `latch login`: which server and project, and the tool's own refresh token. */
export type SavedSession = {
  url: string;
  projectId: string;
  publishableClientKey?: string | undefined;
  refreshToken: string;
  userId: string;
  /** The user's e-mail (or name) when they logged in, to list sessions without a request. */
  label: string;
  savedAt: string;
};

type FileShape = { version: 1; sessions: Record<string, SavedSession> };

/**
 * Where `latch` keeps its sessions: `$XDG_CONFIG_HOME/latch/credentials.json`, else `~/.config/latch/…`, on Windows
 * `%APPDATA%\latch\…` (the platforms' own places for a user's settings).
 *
 * @example
 * ```ts
 * credentialsPath({ XDG_CONFIG_HOME: '/tmp/x' }, 'linux'); // '/tmp/x/latch/credentials.json'
 * ```
 */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'latch', 'credentials.json');
  if (platform === 'win32' && env.APPDATA) return path.join(env.APPDATA, 'latch', 'credentials.json');
  return path.join(env.HOME ?? homedir(), '.config', 'latch', 'credentials.json');
}

/** The key of a session: one per server and project. */
function sessionKey(url: string, projectId: string): string {
  return `${url.replace(/\/+$/, '')}#${projectId}`;
}

/**
 * The sessions file, readable by the user only: its folder is made 0700 and the file written 0600 (through a
 * temporary file renamed into place, so a crash never leaves half a file). Refresh tokens are bearer secrets.
 *
 * @example
 * ```ts
 * const file = new CredentialsFile(credentialsPath());
 * await file.save(session);
 * ```
 */
export class CredentialsFile {
  constructor(readonly file: string) {}

  async list(): Promise<SavedSession[]> {
    return Object.values((await this.read()).sessions);
  }

  async get(url: string, projectId: string): Promise<SavedSession | undefined> {
    return (await this.read()).sessions[sessionKey(url, projectId)];
  }

  async save(session: SavedSession): Promise<void> {
    const data = await this.read();
    data.sessions[sessionKey(session.url, session.projectId)] = session;
    await this.write(data);
  }

  /** Removes a session; true when there was one. */
  async remove(url: string, projectId: string): Promise<boolean> {
    const data = await this.read();
    const key = sessionKey(url, projectId);
    if (!data.sessions[key]) return false;
    delete data.sessions[key];
    await this.write(data);
    return true;
  }

  private async read(): Promise<FileShape> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, sessions: {} };
      throw error;
    }
    const parsed = JSON.parse(text) as Partial<FileShape>;
    if (parsed.version !== 1 || typeof parsed.sessions !== 'object' || parsed.sessions === null) {
      throw new Error(`${this.file} is not a latch credentials file; move it away and log in again.`);
    }
    return { version: 1, sessions: parsed.sessions };
  }

  private async write(data: FileShape): Promise<void> {
    const dir = path.dirname(this.file);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(data, undefined, 2)}\n`, { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, this.file);
    } finally {
      await rm(temporary, { force: true });
    }
  }
}
