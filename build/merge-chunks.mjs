// @ts-check
/**
 * Folds shared chunks into the entry file that always loads them. esbuild splits code by the exact set of entry
 * points (the runtime, each element, each lazy screen, panel or core action) that use it, so one page's code arrives
 * as a handful of small files: the runtime's (nanostores and the page runtime, which elements use too; the request
 * code core's lazy actions use too…), an element's (its screen, which the handler's lazy screen uses too; its
 * strings, which a panel uses too). The runtime is on every page and loads first; an element's own chunks load with
 * it. As one file they gzip better (one dictionary) and cost one request (issue 7); a lazy chunk that used one of
 * them imports the entry file instead, which holds no more than that chunk's code and the element's few lines.
 *
 * How: the entry and the chunks are bundled again into one module (esbuild, everything else external), which also
 * exports what each folded chunk exported, under short names of its own; every other file importing a folded chunk
 * is rewritten (esbuild again, the chunk resolving to a re-export from the entry) to import those names from the
 * entry file instead. (build/chunk-groups.mjs folds a group's chunks the same way, into the largest of them.) The entry keeps its file name: esbuild's hash of it already covers the chunks it imported, whose
 * hashed names are part of its text.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * @typedef {{ entryPoint?: string, exports?: string[], inputs?: Record<string, unknown>, imports: { path: string, kind: string, external?: boolean }[] }} MetaOutput
 * @typedef {{ outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ path: string, text: string }} CodeFile
 */

/**
 * Folds into the runtime file every chunk the runtime statically imports, then into each element's entry file the
 * chunks only that element (of all the elements and the runtime) statically imports.
 * @param {{ root: string, files: CodeFile[], metafile: Metafile, runtime: string, elements: string[], target: string[] }} build
 *   `files` esbuild's JavaScript outputs (absolute paths); `runtime` and `elements` the entries' outputs as the
 *   metafile names them
 * @returns {Promise<{ files: CodeFile[], metafile: Metafile }>} the files to write and the metafile of that graph
 */
export async function foldEntryChunks({ root, files, metafile, runtime, elements, target }) {
  let build = await foldChunks({ root, files, metafile, into: runtime, chunks: staticChunks(metafile, runtime), target });
  for (const element of elements) {
    const others = [runtime, ...elements.filter((other) => other !== element)].flatMap((other) => [other, ...staticChunks(build.metafile, other)]);
    const own = staticChunks(build.metafile, element).filter((chunk) => !others.includes(chunk));
    build = await foldChunks({ root, files: build.files, metafile: build.metafile, into: element, chunks: own, target });
  }
  return build;
}

/**
 * The chunks `output` reaches through static imports (itself left out).
 * @param {Metafile} metafile
 * @param {string} output
 */
export function staticChunks(metafile, output) {
  /** @type {string[]} */
  const chunks = [];
  const queue = [output];
  for (let i = 0; i < queue.length; i++) {
    for (const ref of metafile.outputs[queue[i] ?? '']?.imports ?? []) {
      if (ref.kind !== 'import-statement' || ref.external || ref.path === output || chunks.includes(ref.path)) continue;
      chunks.push(ref.path);
      queue.push(ref.path);
    }
  }
  return chunks;
}

/**
 * Folds `chunks` into the file `into`: afterwards every file that imported one of them imports `into` instead.
 * @param {{ root: string, files: CodeFile[], metafile: Metafile, into: string, chunks: string[], target: string[] }} build
 * @returns {Promise<{ files: CodeFile[], metafile: Metafile }>}
 */
export async function foldChunks({ root, files, metafile, into, chunks: folded, target }) {
  const absolute = (/** @type {string} */ output) => path.resolve(root, output);
  for (const chunk of folded) {
    if (metafile.outputs[chunk]?.entryPoint) throw new Error(`${chunk} is an entry point or a lazy chunk, which cannot be folded into ${into}`);
  }
  if (folded.length === 0) return { files, metafile };

  const code = new Map(files.map((file) => [file.path, file.text]));
  const intoFile = absolute(into);
  const foldedFiles = new Map(folded.map((chunk, n) => [absolute(chunk), n]));
  const exported = (/** @type {string} */ chunk) => metafile.outputs[chunk]?.exports ?? [];
  const specifier = (/** @type {string} */ file) => `./${path.basename(file)}`;
  // Every other file importing a folded chunk imports its names from `into` instead, under a placeholder for each
  // (`__fold<chunk>_<export>__`, digits only, so none is part of another) until every importer is rebundled.
  const placeholder = (/** @type {number} */ n, /** @type {number} */ i) => `__fold${n}_${i}__`;
  /** @type {CodeFile[]} */
  const importers = [];
  /** @type {CodeFile[]} */
  const untouched = [];
  for (const file of files) {
    if (file.path === intoFile || foldedFiles.has(file.path)) continue;
    const output = metafile.outputs[path.relative(root, file.path).split(path.sep).join('/')];
    const importsFolded = output?.imports.some((ref) => ref.kind === 'import-statement' && foldedFiles.has(absolute(ref.path)));
    if (!importsFolded) {
      untouched.push(file);
      continue;
    }
    const text = await rebundle(
      file.text,
      file.path,
      target,
      (resolved) => {
        const n = foldedFiles.get(resolved);
        if (n === undefined) return undefined;
        const chunk = folded[n] ?? fail('impossible: a folded chunk without its index');
        const list = exported(chunk).map((name, i) => `${placeholder(n, i)} as ${name}`);
        return `export { ${list.join(', ')} } from ${JSON.stringify(specifier(intoFile))};`;
      },
      true,
    );
    importers.push({ path: file.path, text });
  }

  // `into` exports every folded name under a name it does not export yet, the most imported the shortest. (Leaving out
  // the names only the folded chunks used between them made the shared UI's file smaller but gzip 0.2 KB worse.)
  const uses = folded.flatMap((chunk, n) =>
    exported(chunk).map((name, i) => ({ n, name, from: placeholder(n, i), count: importers.reduce((sum, file) => sum + file.text.split(placeholder(n, i)).length - 1, 0) })),
  );
  const names = shortNames(new Set(exported(into)));
  const renamed = uses.sort((a, b) => b.count - a.count).map((use) => ({ ...use, to: names.next().value ?? fail('out of names') }));
  const merged = [
    `export * from ${JSON.stringify(specifier(intoFile))};`,
    ...folded.map((chunk, n) => {
      const list = renamed.filter((use) => use.n === n).map((use) => `${use.name} as ${use.to}`);
      return `export { ${list.join(', ')} } from ${JSON.stringify(specifier(absolute(chunk)))};`;
    }),
  ].join('\n');
  const intoCode = await rebundle(merged, intoFile, target, (file) => (file === intoFile || foldedFiles.has(file) ? code.get(file) : undefined), false);
  /** @type {CodeFile[]} */
  const out = [{ path: intoFile, text: intoCode }, ...untouched];
  for (const file of importers) out.push({ path: file.path, text: renamed.reduce((text, use) => text.replaceAll(use.from, use.to), file.text) });

  /** @type {Metafile} */
  const graph = { outputs: {} };
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (folded.includes(name)) continue;
    /** @type {MetaOutput['imports']} */
    const imports = [];
    // `into` now imports what the folded chunks imported (a lazy panel, say) as well as what it imported itself.
    const refs = name === into ? [output, ...folded.map((chunk) => metafile.outputs[chunk] ?? fail(`no output ${chunk}`))].flatMap((o) => o.imports) : output.imports;
    for (const ref of refs) {
      const target = folded.includes(ref.path) ? { ...ref, path: into } : ref;
      if (target.path === name) continue;
      if (!imports.some((seen) => seen.path === target.path && seen.kind === target.kind)) imports.push(target);
    }
    // `into` now holds the folded chunks' sources too.
    const inputs = name === into ? Object.assign({}, output.inputs, ...folded.map((chunk) => metafile.outputs[chunk]?.inputs)) : output.inputs;
    graph.outputs[name] = { ...output, imports, ...(inputs ? { inputs } : {}) };
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
 *   import of all the chunk's names. The chunks hold declarations only; the file they now live in is evaluated
 *   before them anyway (the runtime loads first; an element's entry before its screens and panels).
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
        name: 'fold-chunks',
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

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const NEXT = `${FIRST}0123456789`;
/** Short names a module may export and import without quoting (keywords left out). */
const KEYWORDS = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var', 'case', 'else', 'enum', 'null', 'this', 'true', 'void', 'with']);

/**
 * Identifiers from the shortest up (`a`, `b`, …, `aa`, …), skipping `taken` and keywords.
 * @param {Set<string>} taken
 * @returns {Generator<string, never>}
 */
export function* shortNames(taken) {
  for (let n = 0; ; n++) {
    let name = FIRST[n % FIRST.length] ?? '';
    for (let rest = Math.floor(n / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / NEXT.length)) name += NEXT[(rest - 1) % NEXT.length];
    if (!taken.has(name) && !KEYWORDS.has(name)) yield name;
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}
