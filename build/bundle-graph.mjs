// @ts-check
/**
 * Reads esbuild's metafile: which output file each entry point became, and every file its static imports pull
 * in (what the browser must download before the entry can run; dynamic imports are left out, they load later).
 */
import path from 'node:path';

/**
 * @typedef {{ file: string, files: string[] }} ManifestEntry
 * @typedef {{ outputs: Record<string, { entryPoint?: string, imports: { path: string, kind: string, external?: boolean }[] }> }} Metafile
 */

/**
 * @param {Metafile} metafile
 * @param {Record<string, string>} entryPoints name → source path, as given to esbuild
 * @param {string} publicDir the folder the server serves; manifest paths are relative to it, with `/`
 * @returns {Record<string, ManifestEntry>}
 */
export function manifestEntries(metafile, entryPoints, publicDir) {
  const relative = (/** @type {string} */ output) => path.relative(publicDir, path.resolve(output)).split(path.sep).join('/');
  const bySource = new Map(
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [path.normalize(output.entryPoint ?? ''), file]),
  );
  /** @type {Record<string, ManifestEntry>} */
  const entries = {};
  for (const [name, source] of Object.entries(entryPoints)) {
    const output = bySource.get(path.normalize(source));
    if (!output) throw new Error(`esbuild produced no output for entry point ${source}`);
    entries[name] = { file: relative(output), files: staticClosure(metafile, output).map(relative) };
  }
  return entries;
}

/**
 * Every lazy chunk (the target of an `import()`), by its source file: its output and static closure. The budgets
 * add the ones a page needs before it can be used (a sign-in method's panel, a handler screen).
 * @param {Metafile} metafile
 * @param {Record<string, string>} entryPoints the build's own entry points, left out
 * @param {string} publicDir
 * @returns {Record<string, ManifestEntry>}
 */
export function lazyEntries(metafile, entryPoints, publicDir) {
  const relative = (/** @type {string} */ output) => path.relative(publicDir, path.resolve(output)).split(path.sep).join('/');
  const own = new Set(Object.values(entryPoints).map((source) => path.normalize(source)));
  const targets = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((ref) => ref.kind === 'dynamic-import').map((ref) => ref.path)));
  /** @type {Record<string, ManifestEntry>} */
  const entries = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || own.has(path.normalize(output.entryPoint)) || !targets.has(file)) continue;
    entries[output.entryPoint.split(path.sep).join('/')] = { file: relative(file), files: staticClosure(metafile, file).map(relative) };
  }
  return entries;
}

/**
 * `output` and every output it reaches through static `import` statements, in a stable order (itself first).
 * @param {Metafile} metafile
 * @param {string} output
 * @returns {string[]}
 */
export function staticClosure(metafile, output) {
  const seen = [output];
  for (let i = 0; i < seen.length; i++) {
    const current = metafile.outputs[seen[i] ?? ''];
    if (!current) throw new Error(`metafile has no output ${seen[i]}`);
    for (const ref of current.imports) {
      if (ref.kind === 'import-statement' && !ref.external && !seen.includes(ref.path)) seen.push(ref.path);
    }
  }
  return seen;
}
