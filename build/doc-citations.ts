/**
 * The document-citation check (issue 21): every comment that cites a document cites one in the repository, by a
 * section and title that exist there, and none uses the old forms that named documents outside it (the names
 * stack-api, reference and spec followed by a section sign; now `docs/wire.md §N` and `docs/product.md §N`).
 * `doc-citations.test.ts` runs it over the source folders; ARCHITECTURE.md lists the documents.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** One comment's text with its continuation prefixes (` * `, `// `) removed, and the line each offset starts on. */
export type CommentText = { text: string; line: number; lineStarts: number[] };

/** A citation that is wrong: where, and why. */
export type CitationProblem = { file: string; line: number; problem: string };

const SCRIPT = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const CSS = /\.css$/;
const MARKDOWN = /\.md$/;

/** The old forms: documents cited by a name that is not a path in the repository. */
const OLD_FORMS: { pattern: RegExp; instead: string }[] = [
  { pattern: /(?<![\w/.-])stack-api(\.md)?\s*§/g, instead: 'docs/wire.md §' },
  { pattern: /\breference\s*§/g, instead: 'docs/wire.md §' },
  { pattern: /(?<![\w/.-])spec\s*§/g, instead: 'docs/product.md §' },
];

/** A `.md` path in prose; not part of a URL, a package name or a longer path (`docs/wire.md`, `README.md`). */
const MD_PATH = /(?<![\w/.@:-])\/?((?:[\w-]+\/)*[\w.-]+\.md)\b(?![\w/-])/g;
/** What may follow a cited document: a section number, then a quoted title, separated by spaces only. */
const SECTION_AND_TITLE = /^\s*(?:§\s*(\d+))?(?:\s*"([^"\n]+)")?/;

/**
 * The comments of a source text: every `//` and `/* … *\/` comment of a script (found through the parser, so
 * strings, templates and regular expressions never count), every `/* … *\/` of a stylesheet, and the whole of a
 * Markdown file.
 *
 * @example
 * ```ts
 * commentsOf('a.ts', "const s = '// not a comment'; // docs/wire.md §4")[0]?.text; // 'docs/wire.md §4'
 * ```
 */
export function commentsOf(fileName: string, text: string): CommentText[] {
  if (MARKDOWN.test(fileName)) return [withLines(text, 1)];
  const lineOf = lineFinder(text);
  if (CSS.test(fileName)) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => withLines(stripPrefixes(match[0]), lineOf(match.index)));
  }
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : fileName.endsWith('js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, CommentText>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.set(range.pos, withLines(stripPrefixes(text.slice(range.pos, range.end)), lineOf(range.pos)));
    }
  };
  const visit = (node: ts.Node) => {
    // JSX text is text: scanned as trivia, a `//` in it would pass for a comment.
    if (ts.isJsxText(node)) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, 0));
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

/**
 * The citation problems of one file: old forms, `.md` documents that do not exist (from the root, or from the
 * file's folder), and a cited section (`## N.`) or quoted title that the document does not have.
 *
 * @example
 * ```ts
 * citationProblems(root, file, readFileSync(path.join(root, file), 'utf8')); // [] when every citation holds
 * ```
 */
export function citationProblems(root: string, file: string, text: string, readDoc: (docPath: string) => string | undefined = defaultReader(root)): CitationProblem[] {
  const problems: CitationProblem[] = [];
  for (const comment of commentsOf(file, text)) {
    const lineAt = (offset: number) => comment.line + countBelow(comment.lineStarts, offset);
    for (const { pattern, instead } of OLD_FORMS) {
      for (const match of comment.text.matchAll(pattern)) {
        problems.push({ file, line: lineAt(match.index), problem: `old form "${match[0]}": cite the document in the repository (${instead}N)` });
      }
    }
    for (const match of comment.text.matchAll(MD_PATH)) {
      const cited = match[1] ?? '';
      const resolved = [cited, path.posix.join(path.posix.dirname(file), cited)].find((candidate) => readDoc(candidate) !== undefined);
      const line = lineAt(match.index);
      if (resolved === undefined) {
        problems.push({ file, line, problem: `cites ${cited}, which is not in the repository` });
        continue;
      }
      const doc = readDoc(resolved) ?? '';
      const [, section, title] = SECTION_AND_TITLE.exec(comment.text.slice(match.index + match[0].length)) ?? [];
      if (section && !new RegExp(`^## ${section}\\. `, 'm').test(doc))
        problems.push({ file, line, problem: `cites ${resolved} §${section}, which has no "## ${section}." section` });
      if (title && !normalize(doc).includes(normalize(title))) problems.push({ file, line, problem: `cites ${resolved} "${title}", which ${resolved} does not mention` });
    }
  }
  return problems;
}

/** Folders whose comments are checked: those of the import-arrow check, plus build/ and scripts/. */
export async function checkDocCitations(root: string, folders: readonly string[]): Promise<CitationProblem[]> {
  const readDoc = defaultReader(root);
  const problems: CitationProblem[] = [];
  for (const folder of folders) {
    for (const file of await filesUnder(root, folder)) {
      problems.push(...citationProblems(root, file, readFileSync(path.join(root, file), 'utf8'), readDoc));
    }
  }
  return problems;
}

/** One line per problem, `file:line  problem`. */
export function formatCitationProblems(problems: readonly CitationProblem[]): string {
  return ['Comments citing documents that are not in the repository (see ARCHITECTURE.md):', ...problems.map((p) => `  ${p.file}:${p.line}  ${p.problem}`)].join('\n');
}

function defaultReader(root: string): (docPath: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (docPath) => {
    const relative = path.posix.normalize(docPath);
    if (relative.startsWith('..')) return undefined;
    if (!cache.has(relative)) {
      const full = path.join(root, relative);
      cache.set(relative, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return cache.get(relative);
  };
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && (SCRIPT.test(entry.name) || CSS.test(entry.name) || MARKDOWN.test(entry.name)))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part === 'dist'))
    .sort();
}

/** Removes each line's comment prefix, keeping the text's length per line known. */
function stripPrefixes(comment: string): string {
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\*\*?|\*\/|\*(?!\/)|\/\/+)?\s?/, '').replace(/\s*\*\/\s*$/, ''))
    .join('\n');
}

/** The comment as one string whose lines are joined by spaces, so a citation may wrap; `lineStarts` maps back. */
function withLines(text: string, line: number): CommentText {
  const lineStarts: number[] = [];
  let offset = 0;
  const joined = text
    .split('\n')
    .map((part, index) => {
      if (index > 0) lineStarts.push(offset);
      offset += part.length + 1;
      return part;
    })
    .join(' ');
  return { text: joined, line, lineStarts };
}

function countBelow(starts: readonly number[], offset: number): number {
  return starts.filter((start) => start <= offset).length;
}

function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => countBelow(starts, offset);
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').toLowerCase();
}
