import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBuildFixture } from './split-build-fixture';
import { manifestEntries, lazyEntries } from './bundle-graph.mjs';
import { groupChunks, isNamedModule, mergeChunkGroups } from './chunk-groups.mjs';
import { foldEntryChunks, type Metafile } from './merge-chunks.mjs';

/**
 * A page in miniature: a runtime holding shared state, two elements sharing a UI module, and a card (with its style)
 * that one element and its lazy panel share. esbuild puts the UI module and the card in two chunks (different sets of
 * entries use them); the group makes them one.
 */
const SOURCES: Record<string, string> = {
  'state.ts': `export let count = 0; export function bump(): number { return ++count; }`,
  'runtime.ts': `import { bump } from './state'; export function start(): number { return bump(); }`,
  'ui.ts': `import { count } from './state'; export const frame = (s: string): string => '[' + s + ':' + count + ']';`,
  'style.ts': `export const bold = (s: string): string => '*' + s + '*';`,
  'card.ts': `import { bold } from './style'; import { frame } from './ui'; export const card = (s: string): string => frame(bold(s));`,
  'a.ts': `import { card } from './card'; import { frame } from './ui';
    export const define = (): string => card('a') + frame('x'); export const panel = () => import('./panel');`,
  'b.ts': `import { frame } from './ui'; export const define = (): string => frame('b');`,
  'panel.ts': `import { card } from './card'; export default (): string => card('p');`,
};
const ENTRY_POINTS = { runtime: 'src/runtime.ts', a: 'src/a.ts', b: 'src/b.ts' };
const GROUP = { name: 'shared UI', modules: ['src/ui.ts', 'src/card.ts'] };

let root = '';
let before: Metafile;
let built: { files: { path: string; text: string }[]; metafile: Metafile };
let renamed: Map<string, string>;
const outputOf = (metafile: Metafile, source: string) => Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === source)?.[0] ?? '';

beforeAll(async () => {
  const fixture = await splitBuildFixture('latch-groups-', SOURCES, ENTRY_POINTS);
  root = fixture.root;
  const result = fixture.result;
  before = result.metafile;
  const runtime = outputOf(before, ENTRY_POINTS.runtime);
  const grouped = await mergeChunkGroups({
    root,
    files: result.outputFiles.map((file) => ({ path: file.path, text: file.text })),
    metafile: before,
    groups: [GROUP],
    runtime,
    target: ['es2022'],
  });
  renamed = grouped.renamed;
  built = await foldEntryChunks({
    root,
    files: grouped.files,
    metafile: grouped.metafile,
    runtime,
    elements: [outputOf(before, ENTRY_POINTS.a), outputOf(before, ENTRY_POINTS.b)],
    target: ['es2022'],
  });
  for (const file of built.files) await writeFile(file.path, file.text);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('chunk groups', () => {
  it('names modules by file or by package folder', () => {
    expect(isNamedModule('elements/components/card.tsx', ['elements/components/card.tsx'])).toBe(true);
    expect(isNamedModule('elements/components/card-list.tsx', ['elements/components/card.tsx'])).toBe(false);
    expect(isNamedModule('../../main/node_modules/react/index.js', ['node_modules/react/'])).toBe(true);
    expect(isNamedModule('../../main/node_modules/react-dom/index.js', ['node_modules/react/'])).toBe(false);
    expect(isNamedModule('node_modules/@nanostores/react/index.js', ['node_modules/react/'])).toBe(false);
  });

  it('starts from esbuild split: the group is two chunks (the UI module, the card with its style)', () => {
    expect(groupChunks(before, GROUP, outputOf(before, ENTRY_POINTS.runtime))).toHaveLength(2);
  });

  it('makes the group one file named by a hash of its code, which both elements and the panel load', () => {
    const entries = manifestEntries(built.metafile, ENTRY_POINTS, 'out');
    const group = entries.b?.files.find((file) => file !== entries.b?.file && file !== entries.runtime?.file);
    expect(group).toMatch(/^chunk-[0-9A-F]{8}\.js$/);
    expect(entries.a?.files.sort()).toEqual([entries.a?.file, group, entries.runtime?.file].sort());
    expect(entries.b?.files.sort()).toEqual([entries.b?.file, group, entries.runtime?.file].sort());
    expect(lazyEntries(built.metafile, ENTRY_POINTS, 'out')['src/panel.ts']?.files).toContain(group);
    // Both of esbuild's chunks are named as now in that file (their license comments go with it).
    expect([...renamed.values()].map((file) => path.basename(file))).toEqual([group, group]);
    const written = built.files.map((file) => path.basename(file.path));
    expect(written).toContain(group);
    // No chunk of the group is left behind: besides the entries and the lazy panel, only the group's file.
    const shared = Object.entries(built.metafile.outputs)
      .filter(([, output]) => !output.entryPoint)
      .map(([file]) => path.basename(file));
    expect(shared).toEqual([group]);
    expect(written.sort()).toEqual(
      Object.keys(built.metafile.outputs)
        .map((file) => path.basename(file))
        .sort(),
    );
  });

  it('runs as before, with one shared state', async () => {
    const load = (source: string) => import(pathToFileURL(path.join(root, outputOf(built.metafile, source))).href);
    const runtime = await load(ENTRY_POINTS.runtime);
    expect(runtime.start()).toBe(1);
    expect((await load(ENTRY_POINTS.b)).define()).toBe('[b:1]');
    const a = await load(ENTRY_POINTS.a);
    expect(a.define()).toBe('[*a*:1][x:1]');
    expect((await a.panel()).default()).toBe('[*p*:1]');
  });

  it('refuses a group whose chunk would hold modules it does not name or import', () => {
    const runtime = outputOf(before, ENTRY_POINTS.runtime);
    expect(() => groupChunks(before, { name: 'style', modules: ['src/style.ts'] }, runtime)).toThrow(/shares a chunk with src\/card\.ts/);
  });

  it('refuses a group the runtime would load, and a module the build does not have', () => {
    const runtime = outputOf(before, ENTRY_POINTS.runtime);
    expect(() => groupChunks(before, { name: 'state', modules: ['src/state.ts'] }, runtime)).toThrow(/the runtime would load/);
    expect(() => groupChunks(before, { name: 'gone', modules: ['src/gone.ts'] }, runtime)).toThrow(/src\/gone\.ts, which the build does not have/);
  });
});
