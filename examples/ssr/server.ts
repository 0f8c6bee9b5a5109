// A server-rendered page in plain Node: the HTML arrives with the elements in it; the loader in <head> reserves each
// element's box before the first paint, so when they upgrade nothing moves and no wrong state flashes.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type LatchSite = { latchUrl: string; projectId: string; publishableClientKey: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderPage(site: LatchSite, renderedAt: Date): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Latch: server-rendered page</title>
<script src="${escape(site.latchUrl)}/latch.js" data-project-id="${escape(site.projectId)}" data-publishable-client-key="${escape(site.publishableClientKey)}"></script>
<script type="module" src="/client.js"></script>
</head>
<body>
<header><auth-user-button></auth-user-button></header>
<main>
<h1>Server-rendered page</h1>
<auth-sign-in no-redirect></auth-sign-in>
<p id="status" role="status">Signed out</p>
</main>
<footer id="below">Rendered on the server at ${renderedAt.toISOString()}</footer>
</body>
</html>
`;
}

/** Serves the page at `/` and the browser code beside this file at `/client.js`. */
export async function startServer(site: LatchSite, port = 0): Promise<{ url: string; stop(): Promise<void> }> {
  const client = await readFile(new URL('./client.js', import.meta.url), 'utf8');
  const server = http.createServer((request, response) => {
    if (request.url === '/client.js') response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(client);
    else if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderPage(site, new Date()));
    else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
