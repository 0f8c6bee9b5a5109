import { Hono } from 'hono';
import * as routes from '../../../protocol/metrics/routes';
import { metricsQuery } from '../../../protocol/metrics/schemas';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { projectMetrics } from './project-metrics';

/** The dashboard's overview figures (docs/product.md §7 "Admin level": `GET /internal/metrics`, admin only). */
export function metricsRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.getMetrics,
    endpoint({
      access: ADMIN_ONLY,
      query: metricsQuery,
      handler: async ({ auth, query, c }) => c.json(await projectMetrics(db, auth.project.id, query.include_anonymous ?? false)),
    }),
  );
  return api;
}
