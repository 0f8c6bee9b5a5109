import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';
import { PROJECT_COOKIE } from './host-server';
import { newEmail, PASSWORD } from './steps';
import type { Target } from './targets';

export type OwnProject = { id: string; publishableClientKey: string; adminToken: string };

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, body: text }).toMatchObject({ status });
  return JSON.parse(text) as T;
}

/**
 * A project of the journey's own, made as a site owner makes one: a dashboard user signs up on the internal project,
 * creates the project with `config`, and makes a publishable key. Journeys that change a project's settings use
 * one, so the demo project the other journeys share stays as it is.
 */
export async function createOwnProject(target: Target, config: Record<string, unknown>): Promise<OwnProject> {
  const api = (path: string, init: { method: string; headers: Record<string, string>; body?: unknown }, status?: number) =>
    fetch(`${target.latchUrl}/api/v1${path}`, {
      method: init.method,
      headers: { 'content-type': 'application/json', ...init.headers },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    }).then((response) => json<Record<string, unknown>>(response, status));
  const dashboard = { 'x-stack-access-type': 'client', 'x-stack-project-id': 'internal', 'x-stack-publishable-client-key': target.internalPublishableClientKey };
  const owner = await api('/auth/password/sign-up', { method: 'POST', headers: dashboard, body: { email: newEmail('owner'), password: PASSWORD } });
  const adminToken = String(owner.access_token);
  const project = await api(
    '/internal/projects',
    { method: 'POST', headers: { ...dashboard, 'x-stack-access-token': adminToken }, body: { display_name: 'Mailing Co', config } },
    201,
  );
  const id = String(project.id);
  const admin = { 'x-stack-access-type': 'admin', 'x-stack-project-id': id, 'x-stack-admin-access-token': adminToken };
  const keys = await api('/internal/api-keys', {
    method: 'POST',
    headers: admin,
    body: { description: 'e2e', expires_at_millis: Date.now() + 86_400_000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false },
  });
  return { id, publishableClientKey: String(keys.publishable_client_key), adminToken };
}

/** Makes the host sites serve `project` to this browser context (host-server.ts `PROJECT_COOKIE`). */
export async function embedProject(context: BrowserContext, target: Target, project: Pick<OwnProject, 'id' | 'publishableClientKey'>): Promise<void> {
  const value = encodeURIComponent(`${project.id}~${project.publishableClientKey}`);
  await context.addCookies([{ name: PROJECT_COOKIE, value, url: target.plainHostUrl }]);
}
