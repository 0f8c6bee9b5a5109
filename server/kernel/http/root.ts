import type { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { rawAnswer } from './answer';
import { endpoint } from './endpoint';

/** `GET /api/v1`: a greeting that tells a developer how the server sees their request (docs/wire.md §0). */
export function registerRootRoutes(api: Hono<AppEnv>): void {
  api.get(
    '/',
    endpoint({
      access: 'none',
      handler: ({ auth, c }) => {
        const who = auth
          ? `Authentication: ${capitalize(auth.accessType)}\n  Project: ${auth.project.id}\n  User: ${auth.user ? (auth.user.primary_email ?? auth.user.id) : 'None'}`
          : 'Authentication: None';
        return rawAnswer(c.text(`Welcome to the Latch API endpoint! This server speaks the Stack Auth REST API v1.\n\n${who}`));
      },
    }),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
