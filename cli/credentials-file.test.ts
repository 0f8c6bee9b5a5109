import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialsFile, credentialsPath, type SavedSession } from './credentials-file';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const session = (projectId: string): SavedSession => ({
  url: 'http://localhost:8102',
  projectId,
  refreshToken: `token-of-${projectId}`,
  userId: 'u1',
  label: 'ada@example.com',
  savedAt: '2026-11-27T10:00:00.000Z',
});

describe('the credentials file', () => {
  it('lives in XDG_CONFIG_HOME, else ~/.config, and on Windows in APPDATA', () => {
    expect(credentialsPath({ XDG_CONFIG_HOME: '/x/config', HOME: '/home/ada' }, 'linux')).toBe(path.join('/x/config', 'latch', 'credentials.json'));
    expect(credentialsPath({ HOME: '/home/ada' }, 'linux')).toBe(path.join('/home/ada', '.config', 'latch', 'credentials.json'));
    expect(credentialsPath({ APPDATA: 'C:\\Users\\ada\\AppData\\Roaming', HOME: '/h' }, 'win32')).toBe(path.join('C:\\Users\\ada\\AppData\\Roaming', 'latch', 'credentials.json'));
  });

  it('keeps one session per server and project, readable by the user only (folder 0700, file 0600)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'latch-cli-'));
    const file = new CredentialsFile(path.join(dir, 'latch', 'credentials.json'));
    await file.save(session('p1'));
    await file.save(session('p2'));
    await file.save({ ...session('p1'), refreshToken: 'newer' });
    expect((await file.list()).map((saved) => [saved.projectId, saved.refreshToken])).toEqual([
      ['p1', 'newer'],
      ['p2', 'token-of-p2'],
    ]);
    expect((await stat(file.file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file.file))).mode & 0o777).toBe(0o700);
    expect(await file.remove('http://localhost:8102/', 'p1')).toBe(true);
    expect(await file.remove('http://localhost:8102', 'p1')).toBe(false);
    expect(JSON.parse(await readFile(file.file, 'utf8'))).toMatchObject({ version: 1, sessions: { 'http://localhost:8102#p2': { refreshToken: 'token-of-p2' } } });
  });

  it('reads a missing file as no sessions, and refuses a file that is not its own', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'latch-cli-'));
    expect(await new CredentialsFile(path.join(dir, 'none.json')).list()).toEqual([]);
    await writeFile(path.join(dir, 'other.json'), '{"hello": 1}');
    await expect(new CredentialsFile(path.join(dir, 'other.json')).list()).rejects.toThrow(/not a latch credentials file/);
  });
});
