// `node main.mjs` after building: serves the page for the Latch server and project in the environment.
import { startServer } from './server';

const { LATCH_URL = 'http://localhost:8102', LATCH_PROJECT_ID = 'internal', LATCH_PUBLISHABLE_CLIENT_KEY = '', PORT = '3000' } = process.env;
const { url } = await startServer({ latchUrl: LATCH_URL, projectId: LATCH_PROJECT_ID, publishableClientKey: LATCH_PUBLISHABLE_CLIENT_KEY }, Number(PORT));
console.log(`Server-rendered example at ${url}`);
