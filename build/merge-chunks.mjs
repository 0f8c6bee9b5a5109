// @ts-check
/**
 * Folds the runtime's shared chunks into the runtime file. esbuild splits code by the exact set of entry points
 * (the runtime, each element, each lazy screen or core action) that use it, so the runtime arrives as a handful of
 * small files (nanostores and the page runtime, which elements use too; the request code core's lazy actions use
 * too…). The runtime is on every page and loads first, so every page downloads all of them anyway: as one file they
 * gzip better (one dictionary) and cost one request (issue 7).
 *
 * How: the runtime and its static chunks are bundled again into one module (esbuild, everything else external),
 * which also exports what each folded chunk exported, under `<name>$<n>`; every other file importing a folded
 * chunk is rewritten (esbuild again, the chunk resolving to a re-export from the runtime) to import those names
 * from the runtime file instead. The runtime keeps its file name: esbuild's hash of it already covers the chunks it
 * imported, whose hashed names are part of its text.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * @typedef {{ entryPoint?: string, exports?: string[], imports: { path: string, kind: string, external?: boolean }[] }} MetaOutput
 * @typedef {{ outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ path: string, text: string }} CodeFile
 */

/**
 * @param {{ root: string, files: CodeFile[], metafile: Metafile, runtime: string, target: string[] }} build
 *   `files` esbuild's JavaScript outputs (absolute paths); `runtime` the runtime's output as the metafile names it
 * @returns {Promise<{ files: CodeFile[], metafile: Metafile }>} the files to write and the metafile of that graph
 */
export async function foldRuntimeChunks({ root, files, metafile, runtime, target }) {
  const absolute = (/** @type {string} */ output) => path.resolve(root, output);
  const runtimeOutput = metafile.outputs[runtime] ?? fail(`the metafile has no runtime output ${runtime}`);
  const folded = runtimeOutput.imports
    .filter((ref) => ref.kind === 'import-statement' && !ref.external)
    .map((ref) => ref.path);
  for (let i = 0; i < folded.length; i++) {
    for (const ref of metafile.outputs[folded[i] ?? '']?.imports ?? []) {
      if (ref.kind === 'import-statement' && !ref.external && !folded.includes(ref.path)) folded.push(ref.path);
    }
  }
  for (const chunk of folded) {
    if (metafile.outputs[chunk]?.entryPoint) throw new Error(`the runtime statically imports the entry ${chunk}, which cannot be folded`);
  }
  if (folded.length === 0) return { files, metafile };

  const code = new Map(files.map((file) => [file.path, file.text]));
  const runtimeFile = absolute(runtime);
  const foldedFiles = new Map(folded.map((chunk, n) => [absolute(chunk), n]));
  const exported = (/** @type {string} */ chunk) => metafile.outputs[chunk]?.exports ?? [];
  const specifier = (/** @type {string} */ file) => `./${path.basename(file)}`;

  // The runtime, with the folded chunks inlined and their exports renamed.
  const merged = [
    `export * from ${JSON.stringify(specifier(runtimeFile))};`,
    ...folded.map((chunk, n) => {
      const names = exported(chunk).map((name) => `${name} as ${name}$${n}`);
      return `export { ${names.join(', ')} } from ${JSON.stringify(specifier(absolute(chunk)))};`;
    }),
  ].join('\n');
  const runtimeCode = await rebundle(merged, runtimeFile, target, (file) => (file === runtimeFile || foldedFiles.has(file) ? code.get(file) : undefined), false);

  // Every other file: a folded chunk becomes a re-export of the runtime's renamed names.
  /** @type {CodeFile[]} */
  const out = [{ path: runtimeFile, text: runtimeCode }];
  for (const file of files) {
    if (file.path === runtimeFile || foldedFiles.has(file.path)) continue;
    const output = metafile.outputs[path.relative(root, file.path).split(path.sep).join('/')];
    const importsFolded = output?.imports.some((ref) => ref.kind === 'import-statement' && foldedFiles.has(absolute(ref.path)));
    if (!importsFolded) {
      out.push(file);
      continue;
    }
    const text = await rebundle(file.text, file.path, target, (resolved) => {
      const n = foldedFiles.get(resolved);
      if (n === undefined) return undefined;
      const chunk = folded[n] ?? fail('impossible: a folded chunk without its index');
      const names = exported(chunk).map((name) => `${name}$${n} as ${name}`);
      return `export { ${names.join(', ')} } from ${JSON.stringify(specifier(runtimeFile))};`;
    }, true);
    out.push({ path: file.path, text });
  }

  /** @type {Metafile} */
  const graph = { outputs: {} };
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (folded.includes(name)) continue;
    /** @type {MetaOutput['imports']} */
    const imports = [];
    for (const ref of output.imports) {
      const target = folded.includes(ref.path) ? { ...ref, path: runtime } : ref;
      if (target.path === name) continue;
      if (!imports.some((seen) => seen.path === target.path && seen.kind === target.kind)) imports.push(target);
    }
    graph.outputs[name] = { ...output, imports };
  }
  return { files: out, metafile: graph };
}

/**
 * Bundles `code` (standing at `file`) again: modules `load` answers for are inlined, every other import stays an
 * import of the same file.
 * @param {string} code
 * @param {string} file
 * @param {string[]} target
 * @param {(file: string) => string | undefined} load
 * @param {boolean} shims whether `load` answers re-export shims of folded chunks: they are marked free of side
 *   effects, so a bare `import "./chunk.js"` (esbuild's ordering import) is dropped rather than turned into an
 *   import of all the chunk's names. The chunks hold declarations only, and the runtime they now live in has run
 *   before any element does (the loader starts it first).
 */
async function rebundle(code, file, target, load, shims) {
  const dir = path.dirname(file);
  const result = await esbuild.build({
    stdin: { contents: code, resolveDir: dir, sourcefile: path.basename(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    logOverride: { 'ignored-bare-import': 'silent' },
    plugins: [
      {
        name: 'fold-runtime-chunks',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            const resolved = path.resolve(args.resolveDir, args.path);
            if (load(resolved) === undefined) return { path: args.path, external: true };
            return { path: resolved, namespace: 'fold', ...(shims ? { sideEffects: false } : {}) };
          });
          build.onLoad({ filter: /.*/, namespace: 'fold' }, (args) => ({
            contents: load(args.path) ?? fail(`nothing to load for ${args.path}`),
            resolveDir: dir,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]?.text ?? fail(`esbuild rebundled ${file} into nothing`);
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}
