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
        if (args.path.endsWith(REAL)) return { path: tree };
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
      build.onLoad({ filter: /^ready$/, namespace: NAMESPACE }, () => ({
        resolveDir: path.dirname(tree),
        loader: 'js',
        contents: `export { knownErrorTreeReady } from ${JSON.stringify('./known-error-tree.ts')};`,
      }));
    },
  };
}
