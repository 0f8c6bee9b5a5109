// The yardstick for bench/run.mjs: a bare Hono JSON route on @hono/node-server, started the same way as the server
// (its own process, port 0), so the ratios printed beside it compare our request handling with the framework's floor.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/json', (c) => c.json({ id: 'bare', display_name: 'Bare Hono', config: { sign_up_enabled: true } }));

const server = serve({ fetch: app.fetch, port: 0 }, (info) => console.log(`Bare Hono is running at http://localhost:${info.port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
