import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BootstrapResult, ProjectKeys } from './kernel/projects/bootstrap';

type Remembered = { internal?: ProjectKeys; demo?: ProjectKeys };

/**
 * Keys generated at first start are stored only hashed in the database; to print them again at the next
 * start the server keeps a copy in `<data dir>/keys.json`, readable by its owner only.
 */
export async function readRememberedKeys(dataDir: string): Promise<Remembered> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as Remembered;
  } catch {
    // No copy yet (first start) or an unreadable one: there are no keys to print again.
    return {};
  }
}

export async function rememberKeys(dataDir: string, result: BootstrapResult, fromEnv: boolean): Promise<void> {
  const file = path.join(dataDir, 'keys.json');
  const remembered: Remembered = { demo: result.demo.keys, ...(fromEnv ? {} : { internal: result.internal.keys }) };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(remembered, undefined, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}
