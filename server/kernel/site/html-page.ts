/**
 * A page of the server's own (the demo, the dashboard): never cached, under a strict policy — scripts and styles from
 * this origin only (no inline code at all), API calls to this origin, not framed. The elements must work under it
 * (docs/embed.md, complaint 6), and the dashboard does.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: https:",
  // The dashboard's mail preview (mail-preview-route.ts), a sandboxed frame of this origin with its own policy.
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** `html` as one of the server's pages, with the headers every such page carries (`csp`: a page's own policy). */
export function htmlPage(html: string, csp: string = PAGE_CSP): Response {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  });
}
