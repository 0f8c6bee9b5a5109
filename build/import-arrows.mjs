// @ts-check
/**
 * The import-arrow check of ARCHITECTURE.md: every import in the product's source folders must follow an allowed
 * arrow (`elements → core → protocol`, `server → protocol`, …). The build fails on the first report, naming the
 * file and the import, so a forbidden dependency never reaches a bundle.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { importCircles } from './import-circles.mjs';

/** Folders whose sources are checked, and the other folders each may import. */
export const ALLOWED_ARROWS = {
  protocol: [],
  core: ['protocol'],
  elements: ['core', 'protocol'],
  loader: ['protocol'],
  server: ['protocol'],
  dashboard: ['elements', 'core', 'protocol'],
  e2e: ['protocol'],
  /** The `latch` command (Node): core's ClientApp and protocol's constants, never the server or React. */
  cli: ['core', 'protocol'],
};

/** Folders whose code runs in the browser: no schema code (zod) may ship to the page. */
const BROWSER_FOLDERS = new Set(['core', 'elements', 'loader']);
/** Folders that must stay free of React (core runs in Node; the loader must stay tiny). */
const NO_REACT_FOLDERS = new Set(['core', 'loader', 'cli']);
const REACT_PACKAGES = /^(react|react-dom|@r2wc\/[^/]+|@nanostores\/react)(\/|$)/;
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
/** Tests, and the helpers in a test-support/ folder that only tests import. */
const TEST_FILE = /(\.test\.(ts|tsx)$)|(^|\/)test-support\//;
const TEST_SUPPORT = 'server/test-support/';
/**
 * Protocol modules only the server may use: the catalogue's English messages (browsers get the catalogue without
 * them; elements bring their own strings). Other protocol modules may not import them either, or a browser would
 * reach them through one.
 */
const SERVER_ONLY = ['protocol/known-error-messages', 'protocol/known-error-body'];
/**
 * Protocol's zod schema modules: `protocol/<capability>/schemas.ts`, `protocol/<capability>/<x>-schemas.ts` and the
 * shared `protocol/<x>-schemas.ts` (a `schemas/` folder too). Browser code takes their types only, never zod itself.
 */
const SCHEMA_MODULE = /^protocol\/(.+\/)?([\w-]+-)?schemas(\.(ts|mts))?(\/|$)/;

/**
 * @typedef {{ specifier: string, typeOnly: boolean, line: number, lazy?: boolean }} ImportRef (`lazy`: an `import()` call)
 * @typedef {{ file: string, line: number, specifier: string, reason: string }} ArrowViolation
 */

/**
 * Every import, re-export, dynamic `import()` and `require()` of a source text, with whether it is type-only
 * (erased at compile time, so it may cross any arrow that a value import may not).
 * @param {string} fileName
 * @param {string} text
 * @returns {ImportRef[]}
 */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {ImportRef[]} */
  const found = [];
  /** @param {ts.Node} node @param {boolean} typeOnly @param {boolean} [lazy] */
  const add = (node, typeOnly, lazy = false) => {
    if (!ts.isStringLiteralLike(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(lazy ? { specifier: node.text, typeOnly, line, lazy } : { specifier: node.text, typeOnly, line });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, node.importClause?.isTypeOnly === true);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      const [first] = node.arguments;
      if ((isImport || isRequire) && first) add(first, false, isImport);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Judges one import of `file` (a path relative to the root, with `/`). Returns why it is forbidden, or undefined.
 * @param {string} file
 * @param {ImportRef} ref
 * @returns {string | undefined}
 */
function judgeImport(file, ref) {
  const from = file.split('/')[0] ?? '';
  const allowed = /** @type {Record<string, string[]>} */ (ALLOWED_ARROWS)[from];
  if (!allowed) return undefined;
  const { specifier } = ref;
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
    if (NO_REACT_FOLDERS.has(from) && REACT_PACKAGES.test(specifier) && !ref.typeOnly) {
      return `${from}/ must not import React (${specifier})`;
    }
    return undefined;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (target.startsWith('..')) return `imports outside the project (${target})`;
  const to = target.split('/')[0] ?? '';
  if (BROWSER_FOLDERS.has(from) && !ref.typeOnly && SCHEMA_MODULE.test(target)) {
    return `${from}/ runs in the browser and may import protocol's schema modules (zod) only with \`import type\``;
  }
  const serverOnly = SERVER_ONLY.includes(target.replace(/\.(ts|mts)$/, ''));
  const mayUseServerOnly = from === 'server' || TEST_FILE.test(file) || SERVER_ONLY.includes(file.replace(/\.(ts|mts)$/, ''));
  if (serverOnly && !mayUseServerOnly) return `${target} is server-only (English error messages); browser code shows elements/i18n strings`;
  if (to === from) return from === 'server' ? judgeServerImport(file, target, ref) : undefined;
  if (TEST_FILE.test(file) && `${target}/`.startsWith(TEST_SUPPORT)) return undefined;
  if (allowed.includes(to)) return undefined;
  const arrows = allowed.length ? allowed.join(', ') : 'nothing outside itself';
  return `${from}/ may import only ${arrows}, not ${to}/`;
}

/**
 * The layers inside server/ (issue 21): `server/kernel/` holds what every feature stands on and may import only
 * itself (and protocol); `server/features/<name>/` may import the kernel, protocol and its own folder, never another
 * feature; the composition root (server/*.ts, server/test-support/, the manifest server/features/*.ts) may import
 * everything. Tests (and the `*-fixtures.ts` helpers only tests import) may also import the composition root: they
 * start a whole server (app.ts, start-server.ts, test-support/).
 * @param {string} file
 * @returns {{ layer: 'kernel' } | { layer: 'feature', name: string } | { layer: 'root' }}
 */
function serverLayerOf(file) {
  if (file.startsWith('server/kernel/')) return { layer: 'kernel' };
  const feature = /^server\/features\/([^/]+)\//.exec(file);
  if (feature?.[1]) return { layer: 'feature', name: feature[1] };
  return { layer: 'root' };
}

const SERVER_TEST_HELPER = /(\.test\.ts$)|(-fixtures\.ts$)|(^|\/)test-support\//;

/**
 * Type-only imports that may cross the layers of server/, each with why. Type-only imports otherwise follow the
 * same arrows as value imports: a type names a design dependency even though it is erased.
 * - The root's `ServerDeps` (server/server-deps.ts) is the record of what the composition root hands down to every
 *   route; naming its type points at no code, and the root imports everything anyway.
 * @type {{ from: RegExp, to: RegExp }[]}
 */
const SERVER_TYPE_ONLY_SEAMS = [{ from: /^server\//, to: /^server\/server-deps(\.ts)?$/ }];

/**
 * Judges an import from one server file to another by the layers of {@link serverLayerOf}.
 * @param {string} file
 * @param {string} target the imported path relative to the root, normalized
 * @param {ImportRef} ref
 * @returns {string | undefined}
 */
function judgeServerImport(file, target, ref) {
  const from = serverLayerOf(file);
  const to = serverLayerOf(target);
  if (from.layer === 'root' || to.layer === 'kernel') return undefined;
  if (from.layer === 'feature' && to.layer === 'feature' && from.name === to.name) return undefined;
  if (to.layer === 'root' && SERVER_TEST_HELPER.test(file)) return undefined;
  if (ref.typeOnly && SERVER_TYPE_ONLY_SEAMS.some((seam) => seam.from.test(file) && seam.to.test(target))) return undefined;
  const what = to.layer === 'feature' ? `the feature ${to.name}` : 'the composition root';
  if (from.layer === 'kernel') return `server/kernel/ may import only the kernel and protocol, not ${what} (${target})`;
  return `server/features/${from.name}/ may import only the kernel, protocol and its own folder, not ${what} (${target})`;
}

/**
 * Imports inside server/ that still break its layers (issue 21), file → specifiers. The build accepts these and
 * fails on any other, and on a listed one that is gone, so the list only shrinks. Empty: every one is gone.
 * @type {Record<string, string[]>}
 */
export const KNOWN_SERVER_EXCEPTIONS = {};

/**
 * Checks every source file under the arrow-governed folders of `root`. `exceptions` (file → specifiers) are
 * accepted; one that no longer occurs is reported, so a fixed import leaves the list.
 * @param {string} root
 * @param {Record<string, string[]>} [exceptions]
 * @returns {Promise<ArrowViolation[]>}
 */
export async function checkImportArrows(root, exceptions = {}) {
  /** @type {ArrowViolation[]} */
  const violations = [];
  const unused = new Set(Object.entries(exceptions).flatMap(([file, specifiers]) => specifiers.map((s) => `${file}\n${s}`)));
  /** @type {Map<string, Set<string>>} value imports between files of the same folder, for the circle check */
  const valueImports = new Map();
  for (const folder of Object.keys(ALLOWED_ARROWS)) {
    const files = await sourceFiles(root, folder);
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      valueImports.set(file, valueImportsWithin(file, importsOf(file, text), new Set(files)));
      for (const ref of importsOf(file, text)) {
        const reason = judgeImport(file, ref);
        if (!reason) continue;
        if (exceptions[file]?.includes(ref.specifier)) {
          unused.delete(`${file}\n${ref.specifier}`);
          continue;
        }
        violations.push({ file, line: ref.line, specifier: ref.specifier, reason });
      }
    }
  }
  for (const entry of unused) {
    const [file = '', specifier = ''] = entry.split('\n');
    violations.push({ file, line: 0, specifier, reason: 'listed as a known exception but no longer a forbidden import: remove it from the list' });
  }
  // The arrows between folders run one way, so a value circle can only lie inside one folder.
  for (const circle of importCircles(valueImports)) {
    const [first = '', second = ''] = circle;
    const relative = path.posix.relative(path.posix.dirname(first), second).replace(/\.tsx?$/, '');
    const specifier = relative.startsWith('.') ? relative : `./${relative}`;
    violations.push({ file: first, line: 0, specifier, reason: `value imports go round in a circle: ${[...circle, first].join(' → ')}` });
  }
  return violations;
}

/**
 * The files of its own folder that `file` imports as values (type-only imports are erased and make no circle at run
 * time). Core has type-only circles of the same kind: `AppContext` (core/app-context.ts) names the sender, token
 * session and stores it carries, whose modules take an `AppContext`.
 * The server has a few type-only circles, each a type next to the code that makes or uses it: `Db`
 * (db/open-database.ts attaches cache invalidation, whose modules name the Db they watch), `DecodedAccessToken`
 * (auth/access-tokens.ts keeps verified tokens in verified-tokens.ts), `Project` (projects/production-mode.ts checks
 * the project projects.ts loads), the sign-in method and second factor a session records (sessions/sessions.ts
 * names sign-in-gate.ts's types; the gate creates sessions).
 * @param {string} file
 * @param {ImportRef[]} refs
 * @param {Set<string>} files every source file of the folder
 * @returns {Set<string>}
 */
function valueImportsWithin(file, refs, files) {
  /** @type {Set<string>} */
  const targets = new Set();
  for (const ref of refs) {
    // An import() runs after both modules have loaded, so it makes no circle at load time either.
    if (ref.typeOnly || ref.lazy || !ref.specifier.startsWith('.')) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.specifier));
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
    if (target && target !== file) targets.add(target);
  }
  return targets;
}

/**
 * @param {ArrowViolation[]} violations
 * @returns {string}
 */
export function formatViolations(violations) {
  return [`Forbidden imports (allowed arrows: see ARCHITECTURE.md):`, ...violations.map((v) => `  ${v.file}:${v.line}  import '${v.specifier}'  — ${v.reason}`)].join('\n');
}

/**
 * @param {string} root
 * @param {string} folder
 * @returns {Promise<string[]>} paths relative to root, with `/`
 */
async function sourceFiles(root, folder) {
  /** @type {import('node:fs').Dirent[]} */
  let entries;
  try {
    entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}
