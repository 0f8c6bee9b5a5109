// @ts-check
/**
 * An esbuild plugin for the browser bundles: protocol/known-error-tree.ts (every error code with its status and
 * family, about 1.4 KB gzip) becomes a lazy chunk instead of part of the runtime every page loads (issue 7).
 *
 * Browser code creates KnownErrors only from error responses (core/http/read-response.ts), which first awaits
 * `knownErrorTreeReady()` (protocol/known-error-tree-ready.ts, a no-op elsewhere). In the bundle that function loads
 * the real tree into the object every importer of known-error-tree.ts receives. Reading that object before it is
 * loaded throws, so a new place that creates a KnownError in the browser without awaiting the tree fails loudly in
 * the browser journeys rather than misreading codes.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

const TREE = path.join('protocol', 'known-error-tree.ts');
const READY = path.join('protocol', 'known-error-tree-ready.ts');
const NAMESPACE = 'latch-lazy-known-error-tree';
const REAL = '?real';

/**
 * @param {string} root the repository, where protocol/ is
 * @returns {import('esbuild').Plugin}
 */
export function lazyKnownErrorTree(root) {
  const tree = path.join(root, TREE);
  const ready = path.join(root, READY);
  return {
    name: 'lazy-known-error-tree',
    setup(build) {
      build.onResolve({ filter: /known-error-tree(-ready)?(\.ts)?(\?real)?$/ }, (args) => {
        if (args.path.endsWith(REAL)) return { path: 'computed', namespace: NAMESPACE };
        const resolved = path.resolve(args.resolveDir, args.path.replace(/(\.ts)?$/, '.ts'));
        if (resolved === tree) return { path: 'tree', namespace: NAMESPACE };
        if (resolved === ready) return { path: 'ready', namespace: NAMESPACE };
        return undefined;
      });
      build.onLoad({ filter: /^tree$/, namespace: NAMESPACE }, () => ({
        resolveDir: path.dirname(tree),
        loader: 'js',
        contents: `
const loaded = {};
let isLoaded = false;
function check() {
  if (!isLoaded) throw new Error('The known-error tree was read before knownErrorTreeReady() loaded it (build/lazy-known-error-tree.mjs).');
}
export const knownErrorTree = new Proxy(loaded, {
  get(target, key) { check(); return target[key]; },
  has(target, key) { check(); return key in target; },
  getOwnPropertyDescriptor(target, key) { check(); return Reflect.getOwnPropertyDescriptor(target, key); },
  ownKeys(target) { check(); return Reflect.ownKeys(target); },
});
let loading;
export function knownErrorTreeReady() {
  loading ??= import(${JSON.stringify(`./known-error-tree.ts${REAL}`)}).then((module) => {
    Object.assign(loaded, module.knownErrorTree);
    isLoaded = true;
  }, (error) => {
    loading = undefined; // a failed download is tried again with the next error response
    throw error;
  });
  return loading;
}
`,
      }));
      // The real tree as a literal, computed from the catalogue now: the chunk carries statuses and families only,
      // not the catalogue's details lists, messages or the route tables its module reaches.
      build.onLoad({ filter: /^computed$/, namespace: NAMESPACE }, async () => ({
        loader: 'js',
        contents: `export const knownErrorTree = ${JSON.stringify(await computeTree(tree))};`,
      }));
      build.onLoad({ filter: /^ready$/, namespace: NAMESPACE }, () => ({
        resolveDir: path.dirname(tree),
        loader: 'js',
        contents: `export { knownErrorTreeReady } from ${JSON.stringify('./known-error-tree.ts')};`,
      }));
    },
  };
}

/**
 * For bundles that load the tree at once (the dashboard): known-error-tree.ts becomes the computed literal, so the
 * bundle carries statuses and families only, as the lazy chunk does.
 * @param {string} root the repository, where protocol/ is
 * @returns {import('esbuild').Plugin}
 */
export function computedKnownErrorTree(root) {
  const tree = path.join(root, TREE);
  return {
    name: 'computed-known-error-tree',
    setup(build) {
      build.onResolve({ filter: /known-error-tree(\.ts)?$/ }, (args) => {
        const resolved = path.resolve(args.resolveDir, args.path.replace(/(\.ts)?$/, '.ts'));
        return resolved === tree ? { path: 'computed', namespace: NAMESPACE } : undefined;
      });
      build.onLoad({ filter: /^computed$/, namespace: NAMESPACE }, async () => ({
        loader: 'js',
        contents: `export const knownErrorTree = ${JSON.stringify(await computeTree(tree))};`,
      }));
    },
  };
}

/** @type {Map<string, Promise<Record<string, unknown>>>} one computation per build process and tree file */
const computed = new Map();

/**
 * Runs known-error-tree.ts in Node (bundled to one module in memory) and returns its table.
 * @param {string} treeFile
 * @returns {Promise<Record<string, unknown>>}
 */
function computeTree(treeFile) {
  let result = computed.get(treeFile);
  if (!result) {
    result = (async () => {
      const out = await esbuild.build({ entryPoints: [treeFile], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
      const code = out.outputFiles[0]?.text ?? '';
      const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      return module.knownErrorTree;
    })();
    computed.set(treeFile, result);
  }
  return result;
}
