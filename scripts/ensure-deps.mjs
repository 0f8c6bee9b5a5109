// Installs what a fresh clone is missing, using only Node built-ins (this runs before any dependency exists).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.latch-installed');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function lockHash() {
  const lock = path.join(root, 'package-lock.json');
  const pkg = readFileSync(path.join(root, 'package.json'));
  return createHash('sha256')
    .update(pkg)
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
}

/** npm packages: installed when node_modules is missing or was installed from another package-lock.json. */
export function ensureNpmPackages() {
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('Installing npm packages (first run or package-lock.json changed)…');
  // `npm install`, not `npm ci`: with registries that only resolve this platform's optional packages, npm ci
  // rejects every lockfile as "out of sync"; npm install still installs exactly the locked versions.
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    throw new Error('npm install failed; see the output above');
  }
  writeFileSync(marker, wanted);
}

/** The browser the end-to-end journeys drive: Debian's Chromium, installed with apt when absent. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const binary = chromiumPath();
  if (existsSync(binary)) return;
  console.log(`${binary} is missing; installing Debian's chromium package…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (apt(['update', '-q'], { env }) !== 0 || apt(['install', '-y', '-q', 'chromium'], { env }) !== 0 || !existsSync(binary)) {
    throw new Error(`Could not install Chromium at ${binary}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}

export { root, run };
