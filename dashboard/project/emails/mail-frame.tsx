/**
 * An e-mail's HTML shown in a sandboxed frame (no scripts, no forms, its own opaque origin): template and mail HTML
 * never enters the dashboard's own DOM. The frame inherits the dashboard's Content-Security-Policy, which forbids
 * inline styles, so style attributes and elements are left out rather than refused one by one in the console: the
 * preview shows the content and structure, not the colours.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const unstyled = html.replace(/<style[\s\S]*?<\/style\s*>/gi, '').replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  return <iframe className="mail-frame" sandbox="" title={title} srcDoc={unstyled} />;
}
