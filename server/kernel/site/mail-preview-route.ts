import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { htmlPage } from './html-page';

/** Where the dashboard frames an e-mail's HTML to show it as a recipient's mail program would. */
const MAIL_PREVIEW_PATH = '/mail-preview';

/**
 * The frame's one script: it replaces the page with the HTML the dashboard posts. Parsed with DOMParser, whose scripts
 * never run, under a policy that allows this script alone (a template's event-handler attributes are blocked by it,
 * and reported as violations in the console); the listener stays, so each edit is posted again.
 */
const SCRIPT =
  "addEventListener('message',function(e){if(e.source!==parent||typeof e.data!=='string')return;" +
  "var d=new DOMParser().parseFromString(e.data,'text/html');" +
  'document.replaceChild(document.adoptNode(d.documentElement),document.documentElement)})';

/**
 * The frame's own policy (issue 20 #11): a mail's inline styles apply, as they do in a mail program, which the
 * dashboard's policy cannot allow (a srcdoc frame inherits it). No script but the one above, no forms, no
 * plugins, images from https and data: only, framed by this server's pages only. The dashboard also frames it
 * sandboxed without same-origin, so it runs in an opaque origin with no access to the dashboard or its session.
 */
const PREVIEW_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  'font-src https: data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Mail preview</title><script>${SCRIPT}</script></head><body></body></html>`;

/** `GET /mail-preview`: the empty frame the dashboard posts an e-mail's HTML into. */
export function registerMailPreviewRoute(app: Hono<AppEnv>): void {
  app.get(MAIL_PREVIEW_PATH, () => htmlPage(PAGE, PREVIEW_CSP));
}
