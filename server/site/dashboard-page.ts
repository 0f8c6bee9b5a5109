import type { DashboardRef } from './public-files';

/** Text in an HTML attribute: nothing in it can end the attribute or start markup. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The dashboard's one HTML page (every dashboard URL answers it; the app routes in the browser): the internal
 * project's id and publishable key as data attributes, the built script and stylesheet, no inline code.
 */
export function dashboardPageHtml(options: { projectId: string; publishableClientKey: string; files: DashboardRef }): string {
  const { files } = options;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<title>Latch</title>
${files.stylesheet ? `<link rel="stylesheet" href="${attribute(files.stylesheet)}">` : ''}
<script type="module" src="${attribute(files.script)}"></script>
</head>
<body>
<div id="latch-dashboard" data-project-id="${attribute(options.projectId)}" data-publishable-client-key="${attribute(options.publishableClientKey)}"></div>
<noscript>The Latch dashboard needs JavaScript.</noscript>
</body>
</html>
`;
}
