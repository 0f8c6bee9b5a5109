import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * A small project built as build.mjs builds the elements (ESM, code splitting, minified, nothing written), for the
 * tests of the passes that rework esbuild's output (merge-chunks, chunk-groups): `sources` go to `<root>/src/`, the
 * output is named under `<root>/out/`, which is an ES module folder so the tests can import what they write there.
 */
export async function splitBuildFixture(
  prefix: string,
  sources: Record<string, string>,
  entryPoints: Record<string, string>,
): Promise<{ root: string; result: esbuild.BuildResult<{ metafile: true; write: false }> }> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(root, 'src'));
  await mkdir(path.join(root, 'out'));
  await writeFile(path.join(root, 'out', 'package.json'), '{"type":"module"}');
  for (const [name, code] of Object.entries(sources)) await writeFile(path.join(root, 'src', name), code);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: path.join(root, 'out'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return { root, result };
}
