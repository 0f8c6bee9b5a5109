import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDocCitations, citationProblems, commentsOf, formatCitationProblems } from './doc-citations';
import { ALLOWED_ARROWS } from './import-arrows.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A tiny repository: the documents that exist, by path. */
const docs: Record<string, string> = {
  'docs/wire.md': '# Wire\n\n## 4. Auth flows\n\n### CLI login\nThe tool polls.\n\n**Secret format**: …\n',
  'README.md': '# Latch\n\n## Add sign-in to a page\n',
  'elements/README.md': '# Elements\n',
};
const readDoc = (docPath: string) => docs[path.posix.normalize(docPath)];
const problemsIn = (file: string, text: string) => citationProblems('/repo', file, text, readDoc).map(({ line, problem }) => `${line}: ${problem}`);

describe('doc citations: the scanner', () => {
  it('reads comments only, never strings, templates or regular expressions', () => {
    const text = [
      "const a = 'stack-api §4'; // docs/wire.md §4",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanned text holds a template literal on purpose
      'const b = `spec §2 ${a} reference §8`;',
      'const c = /stack-api §1/;',
      '/**',
      ' * Wraps (docs/wire.md',
      ' * §4 "CLI login").',
      ' */',
    ].join('\n');
    expect(commentsOf('x.ts', text).map((comment) => comment.text.trim())).toEqual(['docs/wire.md §4', 'Wraps (docs/wire.md §4 "CLI login").']);
    expect(problemsIn('server/x.ts', text)).toEqual([]);
  });

  it('names the file and line of each old form, even wrapped across comment lines', () => {
    const text = ['// fine', '/** as Stack answers (stack-api §4 "CLI login"; reference §8)', ' * and the spec', ' * §2 says. */'].join('\n');
    expect(problemsIn('core/x.ts', text)).toEqual([
      '2: old form "stack-api §": cite the document in the repository (docs/wire.md §N)',
      '2: old form "reference §": cite the document in the repository (docs/wire.md §N)',
      '3: old form "spec\n §": cite the document in the repository (docs/product.md §N)'.replace('\n', ''),
    ]);
  });

  it('reports a cited document that is not in the repository, and accepts one next to the file', () => {
    const text = '// See security.md "Inputs", DESIGN.md, README.md "Add sign-in to a page" and README.md beside me.\n';
    expect(problemsIn('elements/x.tsx', text)).toEqual(['1: cites security.md, which is not in the repository', '1: cites DESIGN.md, which is not in the repository']);
  });

  it('reports a section or a title the document does not have', () => {
    const text = '/* docs/wire.md §9 "CLI login"; docs/wire.md §4 "Passkeys"; docs/wire.md §4 "Secret format" */\n';
    expect(problemsIn('server/x.css', text)).toEqual([
      '1: cites docs/wire.md §9, which has no "## 9." section',
      '1: cites docs/wire.md "Passkeys", which docs/wire.md does not mention',
    ]);
  });

  it('leaves URLs, package paths and the files of routes alone', () => {
    const text = "// https://github.com/x/y/blob/main/SECURITY.md, @scope/pkg/CHANGELOG.md\napp.get('/README.md', serve);\n";
    expect(problemsIn('server/x.ts', text)).toEqual([]);
  });

  it('reads a Markdown file whole', () => {
    expect(problemsIn('elements/NOTES.md', 'Line one.\nAs stack-api §3 says.\n')).toEqual(['2: old form "stack-api §": cite the document in the repository (docs/wire.md §N)']);
  });
});

describe('doc citations: the repository', () => {
  it('every comment cites a document in the repository, by a section and title it has', async () => {
    const problems = await checkDocCitations(root, [...Object.keys(ALLOWED_ARROWS), 'build', 'scripts']);
    expect(problems, formatCitationProblems(problems)).toEqual([]);
  });
});
