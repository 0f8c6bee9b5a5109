import { KnownError } from '../../../protocol/known-error';

/** A template source Latch can render without running it: its subject and its HTML and text bodies. */
export type StaticTemplate = { subject: string; html: string; text: string };

const SUBJECT = /<Subject\s+value=(?:"([^"]*)"|'([^']*)')\s*\/>/g;
const CATEGORY = /<NotificationCategory\s+value=(?:"([^"]*)"|'([^']*)')\s*\/>/g;
const VARIABLE = /\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\}/g;
const STYLE_BLOCK = /<style\b[\s\S]*?<\/style>/gi;
const CHILDREN = /\{\{\s*children\s*\}\}/g;

/**
 * Reads a template source that needs no code run to render it (docs/wire.md §3 "Email templates"): markup, one
 * `<Subject value="…" />`, one `<NotificationCategory value="…" />` and `{{ variables }}`. Anything that would have to
 * be executed (an `import` or `export`, a `{…}` expression) is `EMAIL_RENDERING_ERROR`: no tenant code runs on the
 * server (docs/security.md "Tenants are untrusted").
 *
 * @example
 * ```ts
 * const { subject, html } = readStaticTemplate('<Subject value="Hi" />\n<NotificationCategory value="Transactional" />\n<p>Hi</p>');
 * ```
 */
export function readStaticTemplate(source: string): StaticTemplate {
  refuseCode(source);
  const subjects = [...source.matchAll(SUBJECT)];
  if (subjects.length !== 1) throw renderingError('Subject is required: the template needs exactly one <Subject value="…" />.');
  const subject = subjects[0]?.[1] ?? subjects[0]?.[2] ?? '';
  if (subject.trim() === '' || /[\u0000-\u001f\u007f]/.test(subject)) throw renderingError('The subject must be one line of text.');
  if ([...source.matchAll(CATEGORY)].length !== 1) {
    throw renderingError('NotificationCategory is required: the template needs exactly one <NotificationCategory value="…" />.');
  }
  const html = source.replace(SUBJECT, '').replace(CATEGORY, '').trim();
  return { subject, html, text: htmlToText(html) };
}

/**
 * Checks a theme source the same way; it places the mail where it says `{{ children }}` (exactly once).
 *
 * @example
 * ```ts
 * checkStaticTheme('<div style="padding:24px">{{ children }}</div>');
 * ```
 */
export function checkStaticTheme(source: string): void {
  refuseCode(source);
  if ([...source.matchAll(CHILDREN)].length !== 1) throw renderingError('A theme places the mail with exactly one {{ children }}.');
}

/** A theme's HTML around a rendered mail. */
export function applyTheme(themeSource: string, html: string): string {
  return themeSource.replace(CHILDREN, () => html);
}

/** The source as Latch's list shows a template it keeps as subject, HTML and text. */
export function staticSourceOf(template: { subject: string; html: string }): string {
  const quote = template.subject.includes('"') ? "'" : '"';
  return `<Subject value=${quote}${template.subject}${quote} />\n<NotificationCategory value="Transactional" />\n${template.html}`;
}

function refuseCode(source: string): void {
  if (/^\s*(import|export)\b/m.test(source)) throw notStatic('it imports or exports code');
  const outsideVariables = source.replace(STYLE_BLOCK, '').replace(VARIABLE, '');
  if (/[{}]/.test(outsideVariables)) throw notStatic('it has {…} expressions');
}

function notStatic(why: string): KnownError {
  return renderingError(
    `Latch does not run template code, and this source would need running (${why}). Write it as static markup: HTML, ` +
      'one <Subject value="…" />, one <NotificationCategory value="…" /> and {{ variables }}.',
  );
}

function renderingError(error: string): KnownError {
  return new KnownError('EMAIL_RENDERING_ERROR', { error });
}

/** The plain-text body of an HTML body: links keep their address, blocks become lines. */
function htmlToText(html: string): string {
  return `${html
    .replace(/<(style|script|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*?href=(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi, (_m, double: string | undefined, single: string | undefined, label: string) => {
      const href = double ?? single ?? '';
      const words = label.replace(/<[^>]+>/g, '').trim();
      return words === '' || words === href ? href : `${words} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|section)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
