/**
 * Type-checks files the way a site's project would (strict TypeScript, the DOM, the generated typings as the
 * package's `latch/*` imports), for the typings' and examples' tests. Answers the diagnostics of those files
 * only (not of the frameworks' own declaration files), one line each, empty when they type-check.
 */
import path from 'node:path';
import ts from 'typescript';

export type Framework = 'react' | 'preact' | 'solid' | 'vue' | 'svelte' | 'none';

const JSX: Record<Framework, ts.CompilerOptions> = {
  react: { jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'react' },
  preact: { jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'preact' },
  solid: { jsx: ts.JsxEmit.Preserve, jsxImportSource: 'solid-js' },
  vue: {},
  svelte: {},
  none: {},
};

/** `nodeTypes`: the file runs in Node too (a server-rendered page's server). */
export function typeCheck(files: string[], typesDir: string, framework: Framework, nodeTypes = false): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: nodeTypes ? ['node'] : [],
    skipLibCheck: false,
    paths: { 'latch/*': [path.join(typesDir, '*')], latch: [path.join(typesDir, 'index.d.ts')] },
    ...JSX[framework],
  };
  const program = ts.createProgram(files, options);
  const ours = (file: ts.SourceFile | undefined) => !file?.fileName.includes('/node_modules/');
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => ours(diagnostic.file))
    .map((diagnostic) => {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return text;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${path.basename(diagnostic.file.fileName)}:${line + 1}: ${text}`;
    });
}
