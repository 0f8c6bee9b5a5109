import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBuildFixture } from './split-build-fixture';
import { lazyEntries, manifestEntries } from './bundle-graph.mjs';
import { foldEntryChunks, shortNames, type Metafile } from './merge-chunks.mjs';

/**
 * A page in miniature, split by esbuild as the real build splits it: a runtime holding shared state (like the
 * nanostores atoms), an action it imports on first use that shares a helper with it (like core's sign-up), two
 * elements using the state, and one element's screen, which a lazy chunk (like a panel) shares.
 */
const SOURCES: Record<string, string> = {
  'state.ts': `export let count = 0; export function bump(): number { return ++count; }`,
  'helper.ts': `export const twice = (n: number): number => n * 2;`,
  'action.ts': `import { twice } from './helper'; import { bump } from './state'; export function act(): number { return twice(bump()); }`,
  'runtime.ts': `import { twice } from './helper'; import { bump, count } from './state';
    export function start(): number { bump(); return twice(count); }
    export async function later(): Promise<number> { return (await import('./action')).act(); }`,
  'screen.ts': `import { count } from './state'; export const title = (): string => 'screen ' + count;`,
  'panel.ts': `import { title } from './screen'; export default (): string => 'panel of ' + title();`,
  'sign-in.ts': `import { count } from './state'; import { title } from './screen';
    export function define(): string { return title() + ' / ' + count; }
    export const panel = () => import('./panel');`,
  'user-button.ts': `import { bump } from './state'; export function define(): number { return bump(); }`,
};
const ENTRY_POINTS = { runtime: 'src/runtime.ts', 'sign-in': 'src/sign-in.ts', 'user-button': 'src/user-button.ts' };

let root = '';
/** Metafile outputs are named relative to the build's folder (`root`): `out/…`, so files come out as `runtime-….js`. */
const entriesOf = (metafile: Metafile) => manifestEntries(metafile, ENTRY_POINTS, 'out');
let folded: { files: { path: string; text: string }[]; metafile: Metafile };
let before: Metafile;

beforeAll(async () => {
  const fixture = await splitBuildFixture('latch-fold-', SOURCES, ENTRY_POINTS);
  root = fixture.root;
  const result = fixture.result;
  before = result.metafile;
  const output = (source: string) => Object.entries(before.outputs).find(([, o]) => o.entryPoint === source)?.[0] ?? '';
  folded = await foldEntryChunks({
    root,
    files: result.outputFiles.map((file) => ({ path: file.path, text: file.text })),
    metafile: before,
    runtime: output(ENTRY_POINTS.runtime),
    elements: [output(ENTRY_POINTS['sign-in']), output(ENTRY_POINTS['user-button'])],
    target: ['es2022'],
  });
  for (const file of folded.files) await writeFile(file.path, file.text);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('folding chunks into the entries that always load them', () => {
  it('starts from a split graph: the runtime arrives as several files', () => {
    const runtime = entriesOf(before).runtime;
    expect(runtime?.files.length).toBeGreaterThan(1);
  });

  it('leaves the runtime one file, and an element its entry plus the runtime', () => {
    const entries = entriesOf(folded.metafile);
    expect(entries.runtime?.file).toMatch(/^runtime-\w+\.js$/);
    expect(entries.runtime?.files).toEqual([entries.runtime?.file]);
    expect(entries['sign-in']?.files).toEqual([entries['sign-in']?.file, entries.runtime?.file]);
    expect(entries['user-button']?.files).toEqual([entries['user-button']?.file, entries.runtime?.file]);
    // Only what the graph still names is written: no folded chunk is left behind.
    const written = folded.files.map((file) => path.relative(path.join(root, 'out'), file.path)).sort();
    const named = new Set(Object.keys(folded.metafile.outputs).map((output) => path.basename(output)));
    expect(written.every((file) => named.has(file))).toBe(true);
  });

  it('keeps lazy chunks lazy; one that shared an element chunk now loads that element file', () => {
    const entries = entriesOf(folded.metafile);
    const lazy = lazyEntries(folded.metafile, ENTRY_POINTS, 'out');
    expect(Object.keys(lazy).sort()).toEqual(['src/action.ts', 'src/panel.ts']);
    expect(lazy['src/panel.ts']?.files).toEqual([lazy['src/panel.ts']?.file, entries['sign-in']?.file, entries.runtime?.file]);
    expect(lazy['src/action.ts']?.files).toEqual([lazy['src/action.ts']?.file, entries.runtime?.file]);
  });

  it('runs as before: one shared state across the runtime, the elements, the lazy action and the panel', async () => {
    // Metafile outputs are named relative to the build's working directory, here `root`.
    const load = (source: string) => {
      const output = Object.entries(folded.metafile.outputs).find(([, o]) => o.entryPoint === source)?.[0] ?? '';
      return import(pathToFileURL(path.join(root, output)).href);
    };
    const runtime = await load(ENTRY_POINTS.runtime);
    expect(runtime.start()).toBe(2); // count 1, twice
    const button = await load(ENTRY_POINTS['user-button']);
    expect(button.define()).toBe(2); // the same counter, not a copy
    const signIn = await load(ENTRY_POINTS['sign-in']);
    expect(signIn.define()).toBe('screen 2 / 2');
    expect(await runtime.later()).toBe(6); // the lazy action bumps the same counter to 3
    expect((await signIn.panel()).default()).toBe('panel of screen 3');
  });
});

describe('the names folded exports get', () => {
  it('are the shortest identifiers first, each once, leaving out the taken ones and keywords', () => {
    const names = shortNames(new Set(['a', 'c']));
    const first = Array.from({ length: 5000 }, () => names.next().value);
    expect(first.slice(0, 3)).toEqual(['b', 'd', 'e']);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((name) => /^[A-Za-z_$][\w$]*$/.test(name))).toBe(true);
    expect(first).not.toContain('a');
    expect(first).not.toContain('do');
    expect(first).not.toContain('if');
  });
});
