// @ts-check
/**
 * Makes each chunk group of build/chunks.mjs one chunk. A group holds the modules it names and every module they
 * import (statically), except the runtime's; the build finds the chunks esbuild made of those modules, folds them into
 * the largest (build/merge-chunks.mjs: every file that imported one of them imports that one instead), and names the
 * result by a hash of its code. The build fails when a group's chunk would mix in modules the group does not hold,
 * when the runtime would load the group, or when the group names a module the build does not have.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { foldChunks, staticChunks } from './merge-chunks.mjs';

/**
 * @typedef {{ path: string, kind: string, external?: boolean }} MetaImport
 * @typedef {{ entryPoint?: string, exports?: string[], inputs?: Record<string, unknown>, imports: MetaImport[] }} MetaOutput
 * @typedef {{ inputs?: Record<string, { imports: MetaImport[] }>, outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ path: string, text: string }} CodeFile
 * @typedef {import('./chunks.mjs').ChunkGroup} ChunkGroup
 */

/**
 * Whether `input` (a source as esbuild's metafile names it) is one of `modules` (files relative to the repository,
 * or package folders ending in `/`).
 * @param {string} input
 * @param {string[]} modules
 */
export function isNamedModule(input, modules) {
  const file = `/${input.split(path.sep).join('/')}`;
  return modules.some((module) => (module.endsWith('/') ? file.includes(`/${module}`) : file === `/${module}`));
}

/**
 * The sources the group's chunk holds: the modules it names and every module they import, short of `runtimeInputs`.
 * @param {Metafile} metafile esbuild's, with `inputs`
 * @param {ChunkGroup} group
 * @param {Set<string>} runtimeInputs the sources the runtime's file and its chunks hold
 * @returns {Set<string>}
 */
function groupSources(metafile, group, runtimeInputs) {
  const inputs = metafile.inputs ?? fail('the metafile has no inputs');
  const named = Object.keys(inputs).filter((input) => isNamedModule(input, group.modules));
  const missing = group.modules.filter((module) => !named.some((input) => isNamedModule(input, [module])));
  if (missing.length > 0) throw new Error(`the chunk group "${group.name}" names ${missing.join(', ')}, which the build does not have (build/chunks.mjs)`);
  const sources = new Set(named);
  for (const source of sources) {
    for (const ref of inputs[source]?.imports ?? []) {
      if (ref.external || ref.kind === 'dynamic-import' || !(ref.path in inputs) || runtimeInputs.has(ref.path)) continue;
      sources.add(ref.path);
    }
  }
  return sources;
}

/**
 * The chunks (esbuild outputs that are no entry point) made of the group's sources.
 * @param {Metafile} metafile
 * @param {ChunkGroup} group
 * @param {string} runtime the runtime entry's output
 * @returns {string[]}
 */
export function groupChunks(metafile, group, runtime) {
  const runtimeOutputs = [runtime, ...staticChunks(metafile, runtime)];
  const runtimeInputs = new Set(runtimeOutputs.flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {})));
  const sources = groupSources(metafile, group, runtimeInputs);
  /** @type {string[]} */
  const chunks = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const held = Object.keys(output.inputs ?? {});
    if (output.entryPoint || !held.some((input) => sources.has(input))) continue;
    if (runtimeOutputs.includes(file)) throw new Error(`the runtime would load the chunk group "${group.name}" (${held.join(', ')}) (build/chunks.mjs)`);
    const others = held.filter((input) => !sources.has(input));
    if (others.length > 0) {
      throw new Error(
        `the chunk group "${group.name}" shares a chunk with ${others.join(', ')}: name them in the group, or stop a group module from importing them (build/chunks.mjs)`,
      );
    }
    chunks.push(file);
  }
  return chunks;
}

/**
 * Folds every group's chunks into one file, named `chunk-<hash of its code>.js`.
 * @param {{ root: string, files: CodeFile[], metafile: Metafile, groups: ChunkGroup[], runtime: string, target: string[] }} build
 *   `files` esbuild's JavaScript outputs (absolute paths); `runtime` the runtime entry's output as the metafile names it
 * @returns {Promise<{ files: CodeFile[], metafile: Metafile, renamed: Map<string, string> }>} the files, the metafile of
 *   that graph, and for every chunk now in a group's file, that file (metafile names)
 */
export async function mergeChunkGroups({ root, files, metafile, groups, runtime, target }) {
  let build = { files, metafile };
  /** @type {Map<string, string>} */
  const renamed = new Map();
  for (const group of groups) {
    const chunks = groupChunks(build.metafile, group, runtime);
    const size = (/** @type {string} */ chunk) => build.files.find((file) => file.path === path.resolve(root, chunk))?.text.length ?? 0;
    const [into, ...rest] = chunks.sort((a, b) => size(b) - size(a));
    if (!into) throw new Error(`the chunk group "${group.name}" is in no chunk of its own (build/chunks.mjs)`);
    const folded = await foldChunks({ root, files: build.files, metafile: build.metafile, into, chunks: rest, target });
    const text = folded.files.find((file) => file.path === path.resolve(root, into))?.text ?? fail(`folding lost ${into}`);
    const name = path.posix.join(path.posix.dirname(into), `chunk-${createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.js`);
    build = renameOutput(root, folded, into, name);
    build.metafile.inputs = metafile.inputs;
    for (const chunk of chunks) renamed.set(chunk, name);
  }
  return { ...build, renamed };
}

/**
 * Renames the output `from` to `to`: its file, its metafile entry, and every import of it.
 * @param {string} root
 * @param {{ files: CodeFile[], metafile: Metafile }} build
 * @param {string} from
 * @param {string} to
 * @returns {{ files: CodeFile[], metafile: Metafile }}
 */
function renameOutput(root, { files, metafile }, from, to) {
  const fromBase = path.posix.basename(from);
  const toBase = path.posix.basename(to);
  const files2 = files.map((file) => ({
    path: file.path === path.resolve(root, from) ? path.resolve(root, to) : file.path,
    text: file.text.replaceAll(`"./${fromBase}"`, `"./${toBase}"`),
  }));
  /** @type {Metafile} */
  const graph = { outputs: {} };
  for (const [name, output] of Object.entries(metafile.outputs)) {
    graph.outputs[name === from ? to : name] = { ...output, imports: output.imports.map((ref) => (ref.path === from ? { ...ref, path: to } : ref)) };
  }
  return { files: files2, metafile: graph };
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}
