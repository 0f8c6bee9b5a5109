import { spawn } from 'node:child_process';

/**
 * Opens `url` in the user's browser with the platform's opener (`open`, `xdg-open`, `start`); false when that could
 * not be started (no desktop, no opener), in which case the printed link is the way.
 *
 * @example
 * ```ts
 * if (!(await openBrowser(link))) console.log('Open the link above in your browser.');
 * ```
 */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const [command, args] = platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: 'ignore', detached: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      // spawn throws synchronously only for invalid arguments; the link is printed anyway.
      resolve(false);
    }
  });
}
