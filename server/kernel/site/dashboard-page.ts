import { escapeHtml } from './html-text';
import type { DashboardRef } from './public-files';

/**
 * The dashboard's one HTML page (every dashboard URL answers it; the app routes in the browser): the internal
 * project's id and publishable key as data attributes, the built script and stylesheet, no inline code. `sharedMail`
 * tells the e-mail screens where `shared` mail goes: the operator's SMTP server (fixed templates) or the development
 * outbox; `sharedOAuthKeys` whether this server offers shared OAuth keys (its development identity provider runs).
 */
export function dashboardPageHtml(options: {
  projectId: string;
  publishableClientKey: string;
  sharedMail: 'smtp' | 'outbox';
  sharedOAuthKeys: boolean;
  files: DashboardRef;
}): string {
  const { files } = options;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<title>Latch</title>
${files.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(files.stylesheet)}">` : ''}
<script type="module" src="${escapeHtml(files.script)}"></script>
</head>
<body>
<div id="latch-dashboard" data-project-id="${escapeHtml(options.projectId)}" data-publishable-client-key="${escapeHtml(options.publishableClientKey)}" data-shared-mail="${options.sharedMail}" data-shared-oauth-keys="${options.sharedOAuthKeys ? 'available' : 'unavailable'}"></div>
<noscript>The Latch dashboard needs JavaScript.</noscript>
</body>
</html>
`;
}
