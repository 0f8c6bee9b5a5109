// Installs what a fresh clone is missing, using only Node built-ins (this runs before any dependency exists).
import { spawn, spawnSync } from 'node:child_process';
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

/** How often a long install says it is still at work, so a cold first start never looks hung. */
const HEARTBEAT_MS = 20_000;

/**
 * npm packages: installed when node_modules is missing or was installed from another package-lock.json. On a cold
 * machine this is the slow part of a first start (minutes, mostly compiling better-sqlite3's SQLite), so it
 * says what it is doing and why, and keeps saying it is still at work.
 */
export async function ensureNpmPackages() {
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log(
    [
      'Installing npm packages (first run, or package-lock.json changed).',
      'This takes a few minutes on a cold machine: a few hundred packages are downloaded, and better-sqlite3',
      '(the embedded database) compiles SQLite from source. Later starts skip this step.',
    ].join('\n'),
  );
  const started = Date.now();
  const heartbeat = setInterval(() => {
    console.log(`  … still installing (${Math.round((Date.now() - started) / 1000)} s)`);
  }, HEARTBEAT_MS);
  // `npm install`, not `npm ci`: with registries that only resolve this platform's optional packages, npm ci
  // rejects every lockfile as "out of sync"; npm install still installs exactly the locked versions.
  const status = await runAsync('npm', ['install', '--no-audit', '--no-fund']).finally(() => clearInterval(heartbeat));
  if (status !== 0) throw new Error('npm install failed; see the output above');
  console.log(`Installed npm packages in ${Math.round((Date.now() - started) / 1000)} s.`);
  writeFileSync(marker, wanted);
}

function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
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
